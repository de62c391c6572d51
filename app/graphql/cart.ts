// Hydrogen's cart handler requires the names `CartApiQuery` (with `$numCartLines`) and `CartApiMutation`.
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
    discountAllocations {
      discountedAmount {
        ...CartLineMoney
      }
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
        discountAllocations {
          discountedAmount {
            ...CartLineMoney
          }
        }
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

// Enough to store the id, count the items and tell whether a discount code applies.
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

// The most items a Storefront API connection returns at once.
export const CART_LINES_LIMIT = 250;
