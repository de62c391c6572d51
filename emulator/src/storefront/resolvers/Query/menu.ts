import type {EmulatorContext} from '../../graphql-context.js';
import {menuByHandle} from '../../../catalogue/shop-content.js';

export function menu(_root: unknown, args: {handle: string}, ctx: EmulatorContext) {
  return menuByHandle(ctx.db, args.handle);
}
