import type {EmulatorContext} from '../../context.js';
import {fromGidNumber} from '../../gid.js';
import {articleById} from '../../shop-content.js';

export function article(_root: unknown, args: {id: string}, ctx: EmulatorContext) {
  return articleById(ctx.db, fromGidNumber(args.id, 'Article') ?? -1);
}
