/**
 * What the cart handler reads and what its mutations answer. Hydrogen requires
 * the names `CartApiQuery` (used by `cart.get()`, with `$numCartLines`) and
 * `CartApiMutation`. The layout and the cart page share the query's shape.
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartLineMoney on MoneyV2 {
    amount
    currencyCode
  }
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    updatedAt
    buyerIdentity {
      countryCode
    }
    discountCodes {
      code
      applicable
    }
    cost {
      subtotalAmount {
        ...CartLineMoney
      }
      totalAmount {
        ...CartLineMoney
      }
    }
    lines(first: $numCartLines) {
      nodes {
        id
        quantity
        cost {
          amountPerQuantity {
            ...CartLineMoney
          }
          totalAmount {
            ...CartLineMoney
          }
        }
        merchandise {
          ... on ProductVariant {
            id
            title
            availableForSale
            image {
              id
              url
              altText
              width
              height
            }
            price {
              ...CartLineMoney
            }
            selectedOptions {
              name
              value
            }
            product {
              handle
              title
            }
          }
        }
      }
    }
  }
` as const;

/**
 * What every cart mutation answers: enough to store the id, count the items and
 * tell whether a discount code applies.
 */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    checkoutUrl
    totalQuantity
    discountCodes {
      code
      applicable
    }
  }
` as const;

/** Cart lines the page shows: the spec's limit. */
export const CART_LINES_LIMIT = 250;
