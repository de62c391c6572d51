// What checkout adds to the cart's total. Prices in this Belgian shop include VAT (21 %), as EU consumer
// prices must, so VAT is reported as the part of the total it already contains, never added on top.
// Shipping is one flat rate per order that has something to ship, and carries VAT too.
export const FLAT_SHIPPING_CENTS = 500;
export const VAT_PERCENT = 21;

export interface CheckoutTotals {
  merchandiseCents: number;
  shippingCents: number;
  totalCents: number;
  /** The VAT contained in totalCents. */
  taxCents: number;
}

export function checkoutTotals(cartTotalCents: number, requiresShipping: boolean): CheckoutTotals {
  const shippingCents = requiresShipping ? FLAT_SHIPPING_CENTS : 0;
  const totalCents = cartTotalCents + shippingCents;
  return {
    merchandiseCents: cartTotalCents,
    shippingCents,
    totalCents,
    taxCents: Math.round((totalCents * VAT_PERCENT) / (100 + VAT_PERCENT)),
  };
}
