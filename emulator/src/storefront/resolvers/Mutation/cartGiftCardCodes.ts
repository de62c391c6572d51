// cartGiftCardCodesAdd / Update / Remove. Shopify's cart API drops a code it cannot use (unknown, expired,
// spent, or with surrounding spaces) without a user error, and applies a code twice only once; so does this.
import {usableGiftCard} from '../../../commerce/gift-cards.js';
import type {CartRecord} from '../../../commerce/cart-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';
import {runCartMutation} from '../run-cart-mutation.js';

function usableCodes(ctx: EmulatorContext, codes: string[]): string[] {
  return codes.flatMap((code) => usableGiftCard(ctx.db, code, ctx.now())?.code ?? []);
}

const merged = (cart: CartRecord, codes: string[]) =>
  [...cart.giftCardCodes, ...codes].filter((code, index, all) => all.indexOf(code) === index);

export function cartGiftCardCodesAdd(_parent: unknown, args: {cartId: string; giftCardCodes: string[]}, ctx: EmulatorContext) {
  return runCartMutation(ctx, args.cartId, (cart) => {
    cart.giftCardCodes = merged(cart, usableCodes(ctx, args.giftCardCodes));
  });
}

/** Replaces the applied codes; an empty list removes them all. */
export function cartGiftCardCodesUpdate(_parent: unknown, args: {cartId: string; giftCardCodes: string[]}, ctx: EmulatorContext) {
  return runCartMutation(ctx, args.cartId, (cart) => {
    cart.giftCardCodes = merged({...cart, giftCardCodes: []}, usableCodes(ctx, args.giftCardCodes));
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
