import {collectionByHandle, collectionById} from '../../../catalogue/catalogue-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';

export function collection(_root: unknown, args: {handle?: string | null; id?: string | null}, ctx: EmulatorContext) {
  if (args.id) {
    const id = fromGidNumber(args.id, 'Collection');
    return id === null ? null : collectionById(ctx.db, id);
  }
  return args.handle ? collectionByHandle(ctx.db, args.handle) : null;
}
