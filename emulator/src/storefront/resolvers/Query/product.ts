import {productByHandle, productById} from '../../../catalogue/catalogue-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';

export function product(_root: unknown, args: {handle?: string | null; id?: string | null}, ctx: EmulatorContext) {
  if (args.id) {
    const id = fromGidNumber(args.id, 'Product');
    return id === null ? null : productById(ctx.db, id);
  }
  return args.handle ? productByHandle(ctx.db, args.handle) : null;
}
