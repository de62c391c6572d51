export const PRODUCT_FILTERS_FRAGMENT = `#graphql
  fragment ProductFilters on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
` as const;
