// cartGiftCardCodesAdd / Update / Remove: codes are checked when given; a wrong one changes nothing.
import {usableGiftCard} from '../../../commerce/gift-cards.js';
import type {CartIssues} from '../../../commerce/cart-issues.js';
import type {CartRecord} from '../../../commerce/cart-store.js';
import type {EmulatorContext} from '../../context.js';
import {fromGidNumber} from '../../gid.js';
import {runCartMutation} from '../run-cart-mutation.js';

function checkCodes(ctx: EmulatorContext, codes: string[], issues: CartIssues): string[] {
  const found: string[] = [];
  codes.forEach((code, index) => {
    const card = usableGiftCard(ctx.db, code, ctx.now());
    if (card) found.push(card.code);
    else issues.error('INVALID', ['giftCardCodes', index], 'Gift card code is invalid');
  });
  return found;
}

const merged = (cart: CartRecord, codes: string[]) =>
  [...cart.giftCardCodes, ...codes].filter((code, index, all) => all.indexOf(code) === index);

export function cartGiftCardCodesAdd(_parent: unknown, args: {cartId: string; giftCardCodes: string[]}, ctx: EmulatorContext) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => {
    cart.giftCardCodes = merged(cart, checkCodes(ctx, args.giftCardCodes, issues));
  });
}

/** Replaces the applied codes; an empty list removes them all. */
export function cartGiftCardCodesUpdate(_parent: unknown, args: {cartId: string; giftCardCodes: string[]}, ctx: EmulatorContext) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => {
    cart.giftCardCodes = merged({...cart, giftCardCodes: []}, checkCodes(ctx, args.giftCardCodes, issues));
  });
}

export function cartGiftCardCodesRemove(_parent: unknown, args: {cartId: string; appliedGiftCardIds: string[]}, ctx: EmulatorContext) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => {
    const applied = new Map(
      cart.giftCardCodes.map((code) => [usableGiftCard(ctx.db, code, ctx.now())?.id, code] as const),
    );
    args.appliedGiftCardIds.forEach((gid, index) => {
      const code = applied.get(fromGidNumber(gid, 'AppliedGiftCard') ?? -1);
      if (code === undefined) issues.error('INVALID', ['appliedGiftCardIds', index], 'Applied gift card does not exist');
      else cart.giftCardCodes = cart.giftCardCodes.filter((kept) => kept !== code);
    });
  });
}
