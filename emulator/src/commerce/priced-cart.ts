// A cart with its current catalogue prices and computed costs: what the API, checkout and orders share.
import type {Database} from '../db/database.js';
import {getVariant, type VariantSummary} from '../catalogue/catalogue-store.js';
import type {Locale} from '../catalogue/catalogue-scope.js';
import {computeCartCosts, type CartCosts, type LineCosts} from './cart-costs.js';
import type {CartLineRecord, CartRecord} from './cart-store.js';
import {activeDiscountCode, type DiscountCode} from './discount-codes.js';

export interface PricedLine {
  record: CartLineRecord;
  variant: VariantSummary;
  costs: LineCosts;
}

export interface PricedCart {
  cart: CartRecord;
  lines: PricedLine[];
  costs: CartCosts;
}

export function priceCart(db: Database, cart: CartRecord, locale: Locale = 'en'): PricedCart {
  // A line whose variant left the catalogue cannot be shown or bought; it is left out.
  const present = cart.lines
    .map((record) => ({record, variant: getVariant(db, record.variantId, locale)}))
    .filter((line): line is {record: CartLineRecord; variant: VariantSummary} => line.variant !== null);
  const known = new Map<string, DiscountCode>();
  for (const code of cart.discountCodes) {
    const discount = activeDiscountCode(db, code);
    if (discount) known.set(code.toUpperCase(), discount);
  }
  const costs = computeCartCosts(
    present.map(({record, variant}) => ({
      id: record.id,
      quantity: record.quantity,
      priceCents: variant.priceCents,
      compareAtCents: variant.compareAtCents,
    })),
    cart.discountCodes,
    known,
  );
  return {
    cart,
    lines: present.map((line, index) => ({...line, costs: costs.lines[index]})),
    costs,
  };
}
