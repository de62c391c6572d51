export const ALLOWED_ROOT_FIELDS = {
  query: {
    cart: 'Cart get',
    collection: 'Collection get',
    customer: 'Customer get',
    localization: 'Localization get',
    shop: 'Policies',
    product: 'Product get',
    productRecommendations: 'Product recommendations',
    search: 'Search',
    predictiveSearch: 'Predictive search',
  },
  mutation: {
    cartCreate: 'cartCreate',
    cartLinesAdd: 'cartLinesAdd',
    cartLinesRemove: 'cartLinesRemove',
    cartLinesUpdate: 'cartLinesUpdate',
    cartBuyerIdentityUpdate: 'cartBuyerIdentityUpdate',
    customerAccessTokenCreate: 'customerAccessTokenCreate',
    customerAccessTokenDelete: 'customerAccessTokenDelete',
    customerCreate: 'customerCreate',
    customerRecover: 'customerRecover',
    customerReset: 'customerReset',
    customerResetByUrl: 'customerResetByUrl',
    customerAddressCreate: 'customerAddressCreate',
    customerAddressUpdate: 'customerAddressUpdate',
    customerAddressDelete: 'customerAddressDelete',
    customerDefaultAddressUpdate: 'customerDefaultAddressUpdate',
  },
} as const;

// `shop` is there for its three policies, not for the rest of the shop.
export const ALLOWED_SUBFIELDS: Partial<Record<string, ReadonlySet<string>>> = {
  shop: new Set(['privacyPolicy', 'refundPolicy', 'termsOfService', '__typename']),
};

export type AllowedOperationType = keyof typeof ALLOWED_ROOT_FIELDS;
