// Limits of the Storefront API cart.
export const MAX_CART_LINES = 250;
/** Shopify refuses line quantities from one million up. */
export const MAX_LINE_QUANTITY = 999_999;
