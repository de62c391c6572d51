/**
 * What `cart.get()` reads. Hydrogen's cart handler requires the fragment to be
 * named `CartApiQuery`; the layout needs only the count, the cart page more.
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    updatedAt
  }
` as const;
