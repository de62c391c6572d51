import {addLines, type LineInput} from '../../../commerce/cart-lines.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';

export function cartLinesAdd(_parent: unknown, args: {cartId: string; lines: LineInput[]}, ctx: EmulatorContext) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => addLines(ctx.db, cart, args.lines, issues));
}
