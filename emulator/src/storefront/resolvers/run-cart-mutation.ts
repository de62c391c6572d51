// The frame of every cart mutation: find the cart, edit a copy, and store it only when there were no
// user errors, all in one immediate transaction so nothing changes on error or under concurrency.
import {CartIssues, type CartUserError, type CartWarning} from '../../commerce/cart-issues.js';
import {parseCartGid} from '../../commerce/cart-id.js';
import {findCart, saveCart, type CartRecord} from '../../commerce/cart-store.js';
import {priceCart} from '../../commerce/priced-cart.js';
import {type EmulatorContext} from '../graphql-context.js';
import {localeOf} from '../../catalogue/catalogue-scope.js';
import {contextLanguageCode} from '../../catalogue/market.js';
import {cartShape, type CartShape} from '../graphql-shapes.js';

export interface CartPayload {
  cart: CartShape | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export type CartEdit = (cart: CartRecord, issues: CartIssues) => void;

export function cartNotFound(): CartPayload {
  return {
    cart: null,
    userErrors: [{code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'}],
    warnings: [],
  };
}

/** Applies `edit` to `cart` (a fresh or a stored one) and saves the result unless it reported errors. */
export function commitCartEdit(ctx: EmulatorContext, cart: CartRecord, edit: CartEdit): CartPayload {
  const issues = new CartIssues();
  const draft = structuredClone(cart);
  edit(draft, issues);
  if (issues.errors.length > 0) return {cart: null, userErrors: issues.errors, warnings: []};
  draft.updatedAt = ctx.now().toISOString();
  // Hydrogen sends @inContext with every cart mutation, so the latest one says the buyer's language.
  draft.language = contextLanguageCode(ctx);
  saveCart(ctx.db, draft);
  return {
    cart: cartShape(priceCart(ctx.db, draft, localeOf(ctx)), ctx.baseUrl),
    userErrors: [],
    warnings: issues.warnings,
  };
}

export function runCartMutation(ctx: EmulatorContext, cartId: string, edit: CartEdit): CartPayload {
  return ctx.db
    .transaction(() => {
      const reference = parseCartGid(cartId);
      const cart = reference ? findCart(ctx.db, reference) : null;
      if (!cart || cart.completedAt) return cartNotFound();
      return commitCartEdit(ctx, cart, edit);
    })
    .immediate();
}
