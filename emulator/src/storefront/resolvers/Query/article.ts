import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';
import {articleById} from '../../../catalogue/shop-content.js';

export function article(_root: unknown, args: {id: string}, ctx: EmulatorContext) {
  return articleById(ctx.db, fromGidNumber(args.id, 'Article') ?? -1);
}
