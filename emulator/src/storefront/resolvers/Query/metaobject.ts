import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';
import {metaobjectByHandle, metaobjectById} from '../../../catalogue/shop-content.js';

interface MetaobjectArgs {
  id?: string | null;
  handle?: {type: string; handle: string} | null;
}

export function metaobject(_root: unknown, args: MetaobjectArgs, ctx: EmulatorContext) {
  if (args.id) return metaobjectById(ctx.db, fromGidNumber(args.id, 'Metaobject') ?? -1);
  return args.handle ? metaobjectByHandle(ctx.db, args.handle.type, args.handle.handle) : null;
}
