import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';
import {pageByHandle, pageById} from '../../../catalogue/shop-content.js';

export function page(_root: unknown, args: {handle?: string | null; id?: string | null}, ctx: EmulatorContext) {
  if (args.id) return pageById(ctx.db, fromGidNumber(args.id, 'Page') ?? -1);
  return args.handle ? pageByHandle(ctx.db, args.handle) : null;
}
