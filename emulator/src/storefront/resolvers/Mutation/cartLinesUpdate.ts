import {updateLines, type LineUpdateInput} from '../../../commerce/cart-lines.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';

export function cartLinesUpdate(
  _parent: unknown,
  args: {cartId: string; lines: LineUpdateInput[]},
  ctx: EmulatorContext,
) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => updateLines(ctx.db, cart, args.lines, issues));
}
