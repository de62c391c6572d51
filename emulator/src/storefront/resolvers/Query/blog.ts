import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';
import {blogByHandle, blogById} from '../../../catalogue/shop-content.js';

export function blog(_root: unknown, args: {handle?: string | null; id?: string | null}, ctx: EmulatorContext) {
  if (args.id) return blogById(ctx.db, fromGidNumber(args.id, 'Blog') ?? -1);
  return args.handle ? blogByHandle(ctx.db, args.handle) : null;
}
