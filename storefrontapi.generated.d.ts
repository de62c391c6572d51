/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartLineMoneyFragment = Pick<
  StorefrontAPI.MoneyV2,
  'amount' | 'currencyCode'
>;

export type CartApiQueryFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'checkoutUrl' | 'totalQuantity' | 'updatedAt'
> & {
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>;
  discountCodes: Array<
    Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>
  >;
  discountAllocations: Array<{
    discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  }>;
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  };
  lines: {
    nodes: Array<
      | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
          discountAllocations: Array<{
            discountedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
          }>;
          cost: {
            amountPerQuantity: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          };
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'availableForSale'
          > & {
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            product: Pick<StorefrontAPI.Product, 'handle' | 'title'>;
          };
        })
      | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
          discountAllocations: Array<{
            discountedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
          }>;
          cost: {
            amountPerQuantity: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          };
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'availableForSale'
          > & {
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            product: Pick<StorefrontAPI.Product, 'handle' | 'title'>;
          };
        })
    >;
  };
};

export type CartApiMutationFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'checkoutUrl' | 'totalQuantity'
> & {
  discountCodes: Array<
    Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>
  >;
};

export type ProductCardFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'handle' | 'title' | 'availableForSale'
> & {
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
  >;
  priceRange: {
    minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  };
  cardVariant?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
      price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
      compareAtPrice?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
      >;
    }
  >;
  releaseDate?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
};

export type ProductFiltersFragment = Pick<
  StorefrontAPI.Filter,
  'id' | 'label' | 'type'
> & {
  values: Array<
    Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
  >;
};

export type AccountCountriesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type AccountCountriesQuery = {
  localization: {
    availableCountries: Array<Pick<StorefrontAPI.Country, 'isoCode' | 'name'>>;
  };
};

export type CustomerUserErrorFieldsFragment = Pick<
  StorefrontAPI.CustomerUserError,
  'code' | 'field' | 'message'
>;

export type CustomerAccessTokenCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerAccessTokenCreateMutation = {
  customerAccessTokenCreate?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerAccessTokenRenewMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerAccessTokenRenewMutation = {
  customerAccessTokenRenew?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>>;
  }>;
};

export type CustomerAccessTokenDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerAccessTokenDeleteMutation = {
  customerAccessTokenDelete?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.CustomerAccessTokenDeletePayload,
      'deletedAccessToken'
    > & {userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>>}
  >;
};

export type CustomerCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerCreateMutation = {
  customerCreate?: StorefrontAPI.Maybe<{
    customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerRecoverMutationVariables = StorefrontAPI.Exact<{
  email: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerRecoverMutation = {
  customerRecover?: StorefrontAPI.Maybe<{
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerResetByUrlMutationVariables = StorefrontAPI.Exact<{
  resetUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerResetByUrlMutation = {
  customerResetByUrl?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerResetMutationVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  input: StorefrontAPI.CustomerResetInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerResetMutation = {
  customerReset?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerActivateByUrlMutationVariables = StorefrontAPI.Exact<{
  activationUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerActivateByUrlMutation = {
  customerActivateByUrl?: StorefrontAPI.Maybe<{
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  customer: StorefrontAPI.CustomerUpdateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerUpdateMutation = {
  customerUpdate?: StorefrontAPI.Maybe<{
    customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'firstName'>>;
    customerAccessToken?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerAddressCreateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  address: StorefrontAPI.MailingAddressInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerAddressCreateMutation = {
  customerAddressCreate?: StorefrontAPI.Maybe<{
    customerAddress?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MailingAddress, 'id'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  address: StorefrontAPI.MailingAddressInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerAddressUpdateMutation = {
  customerAddressUpdate?: StorefrontAPI.Maybe<{
    customerAddress?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MailingAddress, 'id'>
    >;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerAddressDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerAddressDeleteMutation = {
  customerAddressDelete?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.CustomerAddressDeletePayload,
      'deletedCustomerAddressId'
    > & {
      customerUserErrors: Array<
        Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
      >;
    }
  >;
};

export type CustomerDefaultAddressUpdateMutationVariables =
  StorefrontAPI.Exact<{
    customerAccessToken: StorefrontAPI.Scalars['String']['input'];
    addressId: StorefrontAPI.Scalars['ID']['input'];
    country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
    language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  }>;

export type CustomerDefaultAddressUpdateMutation = {
  customerDefaultAddressUpdate?: StorefrontAPI.Maybe<{
    customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>;
    customerUserErrors: Array<
      Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>
    >;
  }>;
};

export type CustomerAddressFieldsFragment = Pick<
  StorefrontAPI.MailingAddress,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'province'
  | 'zip'
  | 'country'
  | 'countryCodeV2'
  | 'phone'
  | 'formatted'
>;

export type CustomerOrderSummaryFragment = Pick<
  StorefrontAPI.Order,
  | 'id'
  | 'name'
  | 'orderNumber'
  | 'processedAt'
  | 'canceledAt'
  | 'financialStatus'
  | 'fulfillmentStatus'
> & {currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>};

export type CustomerGreetingQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerGreetingQuery = {
  customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'firstName'>>;
};

export type CustomerOverviewQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerOverviewQuery = {
  customer?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Customer,
      'firstName' | 'lastName' | 'email' | 'phone' | 'acceptsMarketing'
    > & {
      defaultAddress?: StorefrontAPI.Maybe<
        Pick<
          StorefrontAPI.MailingAddress,
          | 'id'
          | 'firstName'
          | 'lastName'
          | 'company'
          | 'address1'
          | 'address2'
          | 'city'
          | 'province'
          | 'zip'
          | 'country'
          | 'countryCodeV2'
          | 'phone'
          | 'formatted'
        >
      >;
      orders: {
        nodes: Array<
          Pick<
            StorefrontAPI.Order,
            | 'id'
            | 'name'
            | 'orderNumber'
            | 'processedAt'
            | 'canceledAt'
            | 'financialStatus'
            | 'fulfillmentStatus'
          > & {
            currentTotalPrice: Pick<
              StorefrontAPI.MoneyV2,
              'amount' | 'currencyCode'
            >;
          }
        >;
      };
    }
  >;
};

export type CustomerOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerOrdersQuery = {
  customer?: StorefrontAPI.Maybe<{
    orders: {
      nodes: Array<
        Pick<
          StorefrontAPI.Order,
          | 'id'
          | 'name'
          | 'orderNumber'
          | 'processedAt'
          | 'canceledAt'
          | 'financialStatus'
          | 'fulfillmentStatus'
        > & {
          currentTotalPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        }
      >;
      pageInfo: Pick<
        StorefrontAPI.PageInfo,
        'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
      >;
    };
  }>;
};

export type CustomerOrderQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  orderId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerOrderQuery = {
  customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'email'>>;
  node?: StorefrontAPI.Maybe<
    | {
        __typename:
          | 'AppliedGiftCard'
          | 'Article'
          | 'Blog'
          | 'Cart'
          | 'CartLine'
          | 'Collection'
          | 'Comment'
          | 'Company'
          | 'CompanyContact'
          | 'CompanyLocation'
          | 'ComponentizableCartLine'
          | 'ExternalVideo'
          | 'GenericFile'
          | 'Location'
          | 'MailingAddress'
          | 'Market'
          | 'MediaImage'
          | 'MediaPresentation'
          | 'Menu'
          | 'MenuItem';
      }
    | {
        __typename:
          | 'Metafield'
          | 'Metaobject'
          | 'Model3d'
          | 'Page'
          | 'Product'
          | 'ProductOption'
          | 'ProductOptionValue'
          | 'ProductVariant'
          | 'Shop'
          | 'ShopPayInstallmentsFinancingPlan'
          | 'ShopPayInstallmentsFinancingPlanTerm'
          | 'ShopPayInstallmentsProductVariantPricing'
          | 'ShopPolicy'
          | 'TaxonomyCategory'
          | 'UrlRedirect'
          | 'Video';
      }
    | ({__typename: 'Order'} & Pick<
        StorefrontAPI.Order,
        | 'id'
        | 'name'
        | 'email'
        | 'processedAt'
        | 'canceledAt'
        | 'financialStatus'
        | 'fulfillmentStatus'
        | 'statusUrl'
      > & {
          currentSubtotalPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          currentTotalPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          currentTotalShippingPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          currentTotalTax: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          discountApplications: {
            nodes: Array<
              | Pick<
                  StorefrontAPI.AutomaticDiscountApplication,
                  'targetSelection'
                >
              | Pick<
                  StorefrontAPI.DiscountCodeApplication,
                  'code' | 'targetSelection'
                >
              | Pick<StorefrontAPI.ManualDiscountApplication, 'targetSelection'>
              | Pick<StorefrontAPI.ScriptDiscountApplication, 'targetSelection'>
            >;
          };
          shippingAddress?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.MailingAddress,
              | 'id'
              | 'firstName'
              | 'lastName'
              | 'company'
              | 'address1'
              | 'address2'
              | 'city'
              | 'province'
              | 'zip'
              | 'country'
              | 'countryCodeV2'
              | 'phone'
              | 'formatted'
            >
          >;
          lineItems: {
            nodes: Array<
              Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'> & {
                originalTotalPrice: Pick<
                  StorefrontAPI.MoneyV2,
                  'amount' | 'currencyCode'
                >;
                discountedTotalPrice: Pick<
                  StorefrontAPI.MoneyV2,
                  'amount' | 'currencyCode'
                >;
                variant?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title'> & {
                    image?: StorefrontAPI.Maybe<
                      Pick<
                        StorefrontAPI.Image,
                        'url' | 'altText' | 'width' | 'height'
                      >
                    >;
                    product: Pick<StorefrontAPI.Product, 'handle'>;
                  }
                >;
              }
            >;
          };
        })
  >;
};

export type CustomerAddressesQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CustomerAddressesQuery = {
  customer?: StorefrontAPI.Maybe<{
    defaultAddress?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MailingAddress, 'id'>
    >;
    addresses: {
      nodes: Array<
        Pick<
          StorefrontAPI.MailingAddress,
          | 'id'
          | 'firstName'
          | 'lastName'
          | 'company'
          | 'address1'
          | 'address2'
          | 'city'
          | 'province'
          | 'zip'
          | 'country'
          | 'countryCodeV2'
          | 'phone'
          | 'formatted'
        >
      >;
    };
  }>;
  localization: {
    availableCountries: Array<Pick<StorefrontAPI.Country, 'isoCode' | 'name'>>;
  };
};

export type OrderLineWordsQueryVariables = StorefrontAPI.Exact<{
  ids:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type OrderLineWordsQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title'> & {
        product: Pick<StorefrontAPI.Product, 'handle' | 'title'>;
      }
    >
  >;
};

export type SitemapProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type SitemapProductsQuery = {
  products: {
    nodes: Array<Pick<StorefrontAPI.Product, 'handle' | 'updatedAt'>>;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
  };
};

export type SitemapCollectionsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type SitemapCollectionsQuery = {
  collections: {
    nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'updatedAt'>>;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
  };
};

export type CollectionPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  endCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CollectionPageQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Collection,
      'id' | 'handle' | 'title' | 'description'
    > & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'availableForSale'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            priceRange: {
              minVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
              maxVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            };
            cardVariant?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
                price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
              }
            >;
            releaseDate?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
          }
        >;
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
            values: Array<
              Pick<
                StorefrontAPI.FilterValue,
                'id' | 'label' | 'count' | 'input'
              >
            >;
          }
        >;
        pageInfo: Pick<
          StorefrontAPI.PageInfo,
          'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
        >;
      };
      matching: {nodes: Array<Pick<StorefrontAPI.Product, 'id'>>};
    }
  >;
};

export type HomeFeaturedAlbumQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HomeFeaturedAlbumQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> & {
      featuredImage?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
      releaseDate?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    }
  >;
};

export type PolicyBodyFragment = Pick<
  StorefrontAPI.ShopPolicy,
  'id' | 'title' | 'body'
>;

export type PolicyPageQueryVariables = StorefrontAPI.Exact<{
  privacyPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  refundPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  termsOfService: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type PolicyPageQuery = {
  shop: {
    privacyPolicy?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'body'>
    >;
    refundPolicy?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'body'>
    >;
    termsOfService?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'body'>
    >;
  };
};

export type ProductPageVariantFragment = Pick<
  StorefrontAPI.ProductVariant,
  'id' | 'availableForSale' | 'sku' | 'title'
> & {
  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  compareAtPrice?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  image?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
  >;
  product: Pick<StorefrontAPI.Product, 'handle' | 'title'>;
  selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
};

export type ProductPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  selectedOptions:
    | Array<StorefrontAPI.SelectedOptionInput>
    | StorefrontAPI.SelectedOptionInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductPageQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      | 'id'
      | 'handle'
      | 'title'
      | 'vendor'
      | 'description'
      | 'descriptionHtml'
      | 'encodedVariantExistence'
      | 'encodedVariantAvailability'
    > & {
      featuredImage?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
      >;
      images: {
        nodes: Array<
          Pick<
            StorefrontAPI.Image,
            'id' | 'url' | 'altText' | 'width' | 'height'
          >
        >;
      };
      options: Array<
        Pick<StorefrontAPI.ProductOption, 'name'> & {
          optionValues: Array<
            Pick<StorefrontAPI.ProductOptionValue, 'name'> & {
              firstSelectableVariant?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale' | 'sku' | 'title'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                  image?: StorefrontAPI.Maybe<
                    Pick<
                      StorefrontAPI.Image,
                      'id' | 'url' | 'altText' | 'width' | 'height'
                    >
                  >;
                  product: Pick<StorefrontAPI.Product, 'handle' | 'title'>;
                  selectedOptions: Array<
                    Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                  >;
                }
              >;
            }
          >;
        }
      >;
      selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
        Pick<
          StorefrontAPI.ProductVariant,
          'id' | 'availableForSale' | 'sku' | 'title'
        > & {
          price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          compareAtPrice?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
          >;
          image?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          product: Pick<StorefrontAPI.Product, 'handle' | 'title'>;
          selectedOptions: Array<
            Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
          >;
        }
      >;
      adjacentVariants: Array<
        Pick<
          StorefrontAPI.ProductVariant,
          'id' | 'availableForSale' | 'sku' | 'title'
        > & {
          price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          compareAtPrice?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
          >;
          image?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          product: Pick<StorefrontAPI.Product, 'handle' | 'title'>;
          selectedOptions: Array<
            Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
          >;
        }
      >;
      variants: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'availableForSale' | 'sku' | 'title'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            product: Pick<StorefrontAPI.Product, 'handle' | 'title'>;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
          }
        >;
      };
      details?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      shipping?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      releaseDate?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
    }
  >;
};

export type ProductRelatedQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductRelatedQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'id'> & {
      matching?: StorefrontAPI.Maybe<{
        references?: StorefrontAPI.Maybe<{
          nodes: Array<
            Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'availableForSale'
            > & {
              featuredImage?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Image,
                  'id' | 'url' | 'altText' | 'width' | 'height'
                >
              >;
              priceRange: {
                minVariantPrice: Pick<
                  StorefrontAPI.MoneyV2,
                  'amount' | 'currencyCode'
                >;
                maxVariantPrice: Pick<
                  StorefrontAPI.MoneyV2,
                  'amount' | 'currencyCode'
                >;
              };
              cardVariant?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                }
              >;
              releaseDate?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Metafield, 'value'>
              >;
            }
          >;
        }>;
      }>;
    }
  >;
  productRecommendations?: StorefrontAPI.Maybe<
    Array<
      Pick<
        StorefrontAPI.Product,
        'id' | 'handle' | 'title' | 'availableForSale'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<
            StorefrontAPI.Image,
            'id' | 'url' | 'altText' | 'width' | 'height'
          >
        >;
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          maxVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        };
        cardVariant?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
          }
        >;
        releaseDate?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
      }
    >
  >;
};

export type VariantByWordsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  selectedOptions:
    | Array<StorefrontAPI.SelectedOptionInput>
    | StorefrontAPI.SelectedOptionInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type VariantByWordsQuery = {
  product?: StorefrontAPI.Maybe<{
    options: Array<Pick<StorefrontAPI.ProductOption, 'name'>>;
    selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ProductVariant, 'id'>
    >;
  }>;
};

export type VariantHandoffQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type VariantHandoffQuery = {
  node?: StorefrontAPI.Maybe<
    | {
        __typename:
          | 'AppliedGiftCard'
          | 'Article'
          | 'Blog'
          | 'Cart'
          | 'CartLine'
          | 'Collection'
          | 'Comment'
          | 'Company'
          | 'CompanyContact'
          | 'CompanyLocation'
          | 'ComponentizableCartLine'
          | 'ExternalVideo'
          | 'GenericFile'
          | 'Location'
          | 'MailingAddress'
          | 'Market'
          | 'MediaImage'
          | 'MediaPresentation'
          | 'Menu'
          | 'MenuItem';
      }
    | {
        __typename:
          | 'Metafield'
          | 'Metaobject'
          | 'Model3d'
          | 'Order'
          | 'Page'
          | 'Product'
          | 'ProductOption'
          | 'ProductOptionValue'
          | 'Shop'
          | 'ShopPayInstallmentsFinancingPlan'
          | 'ShopPayInstallmentsFinancingPlanTerm'
          | 'ShopPayInstallmentsProductVariantPricing'
          | 'ShopPolicy'
          | 'TaxonomyCategory'
          | 'UrlRedirect'
          | 'Video';
      }
    | ({__typename: 'ProductVariant'} & {
        selectedOptions: Array<
          Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
        >;
        product: Pick<StorefrontAPI.Product, 'handle'> & {
          options: Array<
            Pick<StorefrontAPI.ProductOption, 'name'> & {
              optionValues: Array<
                Pick<StorefrontAPI.ProductOptionValue, 'name'>
              >;
            }
          >;
        };
      })
  >;
};

export type HeaderSearchSuggestionsQueryVariables = StorefrontAPI.Exact<{
  term: StorefrontAPI.Scalars['String']['input'];
  limit: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HeaderSearchSuggestionsQuery = {
  predictiveSearch?: StorefrontAPI.Maybe<{
    products: Array<
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText'>
        >;
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        };
        cardVariant?: StorefrontAPI.Maybe<{
          price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
        }>;
      }
    >;
  }>;
};

export type SearchPageQueryVariables = StorefrontAPI.Exact<{
  term: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.SearchSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  endCursor?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['String']['input']
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type SearchPageQuery = {
  search: Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'> & {
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
        values: Array<
          Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>
        >;
      }
    >;
    nodes: Array<
      | {__typename: 'Article' | 'Page'}
      | ({__typename: 'Product'} & Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'availableForSale'
        > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            priceRange: {
              minVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
              maxVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            };
            cardVariant?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
                price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
              }
            >;
            releaseDate?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
          })
    >;
    pageInfo: Pick<
      StorefrontAPI.PageInfo,
      'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
    >;
  };
};

interface GeneratedQueryTypes {
  '#graphql\n  query AccountCountries($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    localization {\n      availableCountries {\n        isoCode\n        name\n      }\n    }\n  }\n': {
    return: AccountCountriesQuery;
    variables: AccountCountriesQueryVariables;
  };
  '#graphql\n  query CustomerGreeting($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      firstName\n    }\n  }\n': {
    return: CustomerGreetingQuery;
    variables: CustomerGreetingQueryVariables;
  };
  '#graphql\n  query CustomerOverview($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      firstName\n      lastName\n      email\n      phone\n      acceptsMarketing\n      defaultAddress {\n        ...CustomerAddressFields\n      }\n      orders(first: 3, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...CustomerOrderSummary\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAddressFields on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zip\n    country\n    countryCodeV2\n    phone\n    formatted\n  }\n\n  #graphql\n  fragment CustomerOrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    canceledAt\n    financialStatus\n    fulfillmentStatus\n    currentTotalPrice {\n      amount\n      currencyCode\n    }\n  }\n\n': {
    return: CustomerOverviewQuery;
    variables: CustomerOverviewQueryVariables;
  };
  '#graphql\n  query CustomerOrders(\n    $customerAccessToken: String!\n    $first: Int\n    $last: Int\n    $after: String\n    $before: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      orders(\n        first: $first\n        last: $last\n        after: $after\n        before: $before\n        sortKey: PROCESSED_AT\n        reverse: true\n      ) {\n        nodes {\n          ...CustomerOrderSummary\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerOrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    canceledAt\n    financialStatus\n    fulfillmentStatus\n    currentTotalPrice {\n      amount\n      currencyCode\n    }\n  }\n\n': {
    return: CustomerOrdersQuery;
    variables: CustomerOrdersQueryVariables;
  };
  '#graphql\n  query CustomerOrder(\n    $customerAccessToken: String!\n    $orderId: ID!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      email\n    }\n    node(id: $orderId) {\n      __typename\n      ... on Order {\n        id\n        name\n        email\n        processedAt\n        canceledAt\n        financialStatus\n        fulfillmentStatus\n        statusUrl\n        currentSubtotalPrice {\n          amount\n          currencyCode\n        }\n        currentTotalPrice {\n          amount\n          currencyCode\n        }\n        currentTotalShippingPrice {\n          amount\n          currencyCode\n        }\n        currentTotalTax {\n          amount\n          currencyCode\n        }\n        discountApplications(first: 10) {\n          nodes {\n            targetSelection\n            ... on DiscountCodeApplication {\n              code\n            }\n          }\n        }\n        shippingAddress {\n          ...CustomerAddressFields\n        }\n        lineItems(first: 10) {\n          nodes {\n            title\n            quantity\n            originalTotalPrice {\n              amount\n              currencyCode\n            }\n            discountedTotalPrice {\n              amount\n              currencyCode\n            }\n            variant {\n              id\n              title\n              image {\n                url\n                altText\n                width\n                height\n              }\n              product {\n                handle\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAddressFields on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zip\n    country\n    countryCodeV2\n    phone\n    formatted\n  }\n\n': {
    return: CustomerOrderQuery;
    variables: CustomerOrderQueryVariables;
  };
  '#graphql\n  query CustomerAddresses($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      defaultAddress {\n        id\n      }\n      addresses(first: 250) {\n        nodes {\n          ...CustomerAddressFields\n        }\n      }\n    }\n    localization {\n      availableCountries {\n        isoCode\n        name\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAddressFields on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zip\n    country\n    countryCodeV2\n    phone\n    formatted\n  }\n\n': {
    return: CustomerAddressesQuery;
    variables: CustomerAddressesQueryVariables;
  };
  '#graphql\n  query OrderLineWords($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        title\n        product {\n          handle\n          title\n        }\n      }\n    }\n  }\n': {
    return: OrderLineWordsQuery;
    variables: OrderLineWordsQueryVariables;
  };
  '#graphql\n  query SitemapProducts($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, after: $after, sortKey: ID) {\n      nodes {\n        handle\n        updatedAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': {
    return: SitemapProductsQuery;
    variables: SitemapProductsQueryVariables;
  };
  '#graphql\n  query SitemapCollections($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: $first, after: $after, sortKey: ID) {\n      nodes {\n        handle\n        updatedAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': {
    return: SitemapCollectionsQuery;
    variables: SitemapCollectionsQueryVariables;
  };
  '#graphql\n  query CollectionPage(\n    $handle: String!\n    $filters: [ProductFilter!]\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n      products(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        filters: $filters\n        sortKey: $sortKey\n        reverse: $reverse\n      ) {\n        nodes {\n          ...ProductCard\n        }\n        filters {\n          ...ProductFilters\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n      matching: products(first: 250, filters: $filters) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n      maxVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    cardVariant: selectedOrFirstAvailableVariant(\n      selectedOptions: []\n      ignoreUnknownOptions: true\n      caseInsensitiveMatch: true\n    ) {\n      id\n      availableForSale\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    releaseDate: metafield(namespace: "custom", key: "release_date") {\n      value\n    }\n  }\n\n  #graphql\n  fragment ProductFilters on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n': {
    return: CollectionPageQuery;
    variables: CollectionPageQueryVariables;
  };
  '#graphql\n  query HomeFeaturedAlbum($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      featuredImage {\n        url\n        altText\n        width\n        height\n      }\n      releaseDate: metafield(namespace: "custom", key: "release_date") {\n        value\n      }\n    }\n  }\n': {
    return: HomeFeaturedAlbumQuery;
    variables: HomeFeaturedAlbumQueryVariables;
  };
  '#graphql\n  fragment PolicyBody on ShopPolicy {\n    id\n    title\n    body\n  }\n  query PolicyPage(\n    $privacyPolicy: Boolean!\n    $refundPolicy: Boolean!\n    $termsOfService: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    shop {\n      privacyPolicy @include(if: $privacyPolicy) {\n        ...PolicyBody\n      }\n      refundPolicy @include(if: $refundPolicy) {\n        ...PolicyBody\n      }\n      termsOfService @include(if: $termsOfService) {\n        ...PolicyBody\n      }\n    }\n  }\n': {
    return: PolicyPageQuery;
    variables: PolicyPageQueryVariables;
  };
  '#graphql\n  fragment ProductPageVariant on ProductVariant {\n    id\n    availableForSale\n    sku\n    title\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n    image {\n      id\n      url\n      altText\n      width\n      height\n    }\n    product {\n      handle\n      title\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n  query ProductPage(\n    $handle: String!\n    $selectedOptions: [SelectedOptionInput!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      description\n      descriptionHtml\n      encodedVariantExistence\n      encodedVariantAvailability\n      featuredImage {\n        id\n        url\n        altText\n        width\n        height\n      }\n      images(first: 250) {\n        nodes {\n          id\n          url\n          altText\n          width\n          height\n        }\n      }\n      options {\n        name\n        optionValues {\n          name\n          firstSelectableVariant {\n            ...ProductPageVariant\n          }\n        }\n      }\n      selectedOrFirstAvailableVariant(\n        selectedOptions: $selectedOptions\n        ignoreUnknownOptions: true\n        caseInsensitiveMatch: true\n      ) {\n        ...ProductPageVariant\n      }\n      adjacentVariants(selectedOptions: $selectedOptions) {\n        ...ProductPageVariant\n      }\n      # Every variant of a product of a usual size, so that any pick shows before its page arrives.\n      variants(first: 50) {\n        nodes {\n          ...ProductPageVariant\n        }\n      }\n      details: metafield(namespace: "custom", key: "details") {\n        value\n      }\n      shipping: metafield(namespace: "custom", key: "shipping") {\n        value\n      }\n      releaseDate: metafield(namespace: "custom", key: "release_date") {\n        value\n      }\n      seo {\n        title\n        description\n      }\n    }\n  }\n': {
    return: ProductPageQuery;
    variables: ProductPageQueryVariables;
  };
  '#graphql\n  query ProductRelated($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      matching: metafield(namespace: "custom", key: "matching_colors") {\n        references(first: 10) {\n          nodes {\n            ... on Product {\n              ...ProductCard\n            }\n          }\n        }\n      }\n    }\n    productRecommendations(productHandle: $handle, intent: RELATED) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n      maxVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    cardVariant: selectedOrFirstAvailableVariant(\n      selectedOptions: []\n      ignoreUnknownOptions: true\n      caseInsensitiveMatch: true\n    ) {\n      id\n      availableForSale\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    releaseDate: metafield(namespace: "custom", key: "release_date") {\n      value\n    }\n  }\n\n': {
    return: ProductRelatedQuery;
    variables: ProductRelatedQueryVariables;
  };
  '#graphql\n  query VariantByWords(\n    $handle: String!\n    $selectedOptions: [SelectedOptionInput!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      options {\n        name\n      }\n      selectedOrFirstAvailableVariant(\n        selectedOptions: $selectedOptions\n        ignoreUnknownOptions: true\n        caseInsensitiveMatch: true\n      ) {\n        id\n      }\n    }\n  }\n': {
    return: VariantByWordsQuery;
    variables: VariantByWordsQueryVariables;
  };
  '#graphql\n  query VariantHandoff($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    node(id: $id) {\n      __typename\n      ... on ProductVariant {\n        selectedOptions {\n          name\n          value\n        }\n        product {\n          handle\n          options {\n            name\n            optionValues {\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n': {
    return: VariantHandoffQuery;
    variables: VariantHandoffQueryVariables;
  };
  '#graphql\n  query HeaderSearchSuggestions(\n    $term: String!\n    $limit: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    predictiveSearch(query: $term, limit: $limit, limitScope: EACH, types: [PRODUCT], unavailableProducts: LAST) {\n      products {\n        id\n        handle\n        title\n        featuredImage {\n          url(transform: {maxWidth: 96, maxHeight: 96, crop: CENTER})\n          altText\n        }\n        priceRange {\n          minVariantPrice {\n            amount\n            currencyCode\n          }\n        }\n        cardVariant: selectedOrFirstAvailableVariant(\n          selectedOptions: []\n          ignoreUnknownOptions: true\n          caseInsensitiveMatch: true\n        ) {\n          price {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n': {
    return: HeaderSearchSuggestionsQuery;
    variables: HeaderSearchSuggestionsQueryVariables;
  };
  '#graphql\n  query SearchPage(\n    $term: String!\n    $filters: [ProductFilter!]\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(\n      query: $term\n      types: [PRODUCT]\n      productFilters: $filters\n      sortKey: $sortKey\n      reverse: $reverse\n      unavailableProducts: LAST\n      first: $first\n      last: $last\n      before: $startCursor\n      after: $endCursor\n    ) {\n      totalCount\n      productFilters {\n        ...ProductFilters\n      }\n      nodes {\n        __typename\n        ... on Product {\n          ...ProductCard\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        hasNextPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n      maxVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    cardVariant: selectedOrFirstAvailableVariant(\n      selectedOptions: []\n      ignoreUnknownOptions: true\n      caseInsensitiveMatch: true\n    ) {\n      id\n      availableForSale\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    releaseDate: metafield(namespace: "custom", key: "release_date") {\n      value\n    }\n  }\n\n  #graphql\n  fragment ProductFilters on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n': {
    return: SearchPageQuery;
    variables: SearchPageQueryVariables;
  };
}

interface GeneratedMutationTypes {
  '#graphql\n  mutation CustomerAccessTokenCreate(\n    $input: CustomerAccessTokenCreateInput!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAccessTokenCreateMutation;
    variables: CustomerAccessTokenCreateMutationVariables;
  };
  '#graphql\n  mutation CustomerAccessTokenRenew(\n    $customerAccessToken: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: CustomerAccessTokenRenewMutation;
    variables: CustomerAccessTokenRenewMutationVariables;
  };
  '#graphql\n  mutation CustomerAccessTokenDelete(\n    $customerAccessToken: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n': {
    return: CustomerAccessTokenDeleteMutation;
    variables: CustomerAccessTokenDeleteMutationVariables;
  };
  '#graphql\n  mutation CustomerCreate($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerCreateMutation;
    variables: CustomerCreateMutationVariables;
  };
  '#graphql\n  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerRecover(email: $email) {\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerRecoverMutation;
    variables: CustomerRecoverMutationVariables;
  };
  '#graphql\n  mutation CustomerResetByUrl(\n    $resetUrl: URL!\n    $password: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerResetByUrl(resetUrl: $resetUrl, password: $password) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerResetByUrlMutation;
    variables: CustomerResetByUrlMutationVariables;
  };
  '#graphql\n  mutation CustomerReset(\n    $id: ID!\n    $input: CustomerResetInput!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerReset(id: $id, input: $input) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerResetMutation;
    variables: CustomerResetMutationVariables;
  };
  '#graphql\n  mutation CustomerActivateByUrl(\n    $activationUrl: URL!\n    $password: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerActivateByUrlMutation;
    variables: CustomerActivateByUrlMutationVariables;
  };
  '#graphql\n  mutation CustomerUpdate(\n    $customerAccessToken: String!\n    $customer: CustomerUpdateInput!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {\n      customer {\n        firstName\n      }\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerUpdateMutation;
    variables: CustomerUpdateMutationVariables;
  };
  '#graphql\n  mutation CustomerAddressCreate(\n    $customerAccessToken: String!\n    $address: MailingAddressInput!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAddressCreateMutation;
    variables: CustomerAddressCreateMutationVariables;
  };
  '#graphql\n  mutation CustomerAddressUpdate(\n    $customerAccessToken: String!\n    $id: ID!\n    $address: MailingAddressInput!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAddressUpdateMutation;
    variables: CustomerAddressUpdateMutationVariables;
  };
  '#graphql\n  mutation CustomerAddressDelete(\n    $customerAccessToken: String!\n    $id: ID!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerAddressDeleteMutation;
    variables: CustomerAddressDeleteMutationVariables;
  };
  '#graphql\n  mutation CustomerDefaultAddressUpdate(\n    $customerAccessToken: String!\n    $addressId: ID!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrorFields\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrorFields on CustomerUserError {\n    code\n    field\n    message\n  }\n\n': {
    return: CustomerDefaultAddressUpdateMutation;
    variables: CustomerDefaultAddressUpdateMutationVariables;
  };
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
