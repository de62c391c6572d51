import type {EmulatorContext} from '../../context.js';
import {menuByHandle} from '../../shop-content.js';

export function menu(_root: unknown, args: {handle: string}, ctx: EmulatorContext) {
  return menuByHandle(ctx.db, args.handle);
}
