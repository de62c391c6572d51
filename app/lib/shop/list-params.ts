// Kept apart from their parsing, so the forms that write them send no validation code to the browser.
export const FILTER_PARAMS = {
  available: 'filter.v.availability',
  priceMin: 'filter.v.price.gte',
  priceMax: 'filter.v.price.lte',
  productType: 'filter.p.product_type',
} as const;

export const SORT_PARAM = 'sort';

export const SEARCH_PARAM = 'q';

export const PAGINATION_PARAMS = ['cursor', 'direction'] as const;
