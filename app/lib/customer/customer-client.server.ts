// Nothing here is ever cached: each answer belongs to one person.
import type {Storefront} from '@shopify/hydrogen';
import type {
  MailingAddressInput,
  CustomerUpdateInput,
} from '@shopify/hydrogen/storefront-api-types';
import type {CustomerUserError} from './error-mapping';
import type {StoredToken} from './token-rules';

export type CustomerUserErrors = CustomerUserError[];

export type Outcome<T> = {ok: true; value: T} | {ok: false; errors: CustomerUserErrors};

function outcome<T>(
  payload: {customerUserErrors: CustomerUserErrors} | null | undefined,
  value: T | null | undefined,
): Outcome<T> {
  const errors = payload?.customerUserErrors ?? [];
  if (errors.length > 0) return {ok: false, errors};
  if (value === null || value === undefined) return {ok: false, errors: [{code: null, field: null}]};
  return {ok: true, value};
}

const toStored = (token: {accessToken: string; expiresAt: string}): StoredToken => ({
  accessToken: token.accessToken,
  expiresAt: token.expiresAt,
});

export function createCustomerClient(storefront: Storefront) {
  const noCache = storefront.CacheNone();

  return {
    async signIn(email: string, password: string): Promise<Outcome<StoredToken>> {
      const {customerAccessTokenCreate: payload} = await storefront.mutate(ACCESS_TOKEN_CREATE, {
        variables: {input: {email, password}},
      });
      const token = payload?.customerAccessToken;
      return outcome(payload, token ? toStored(token) : null);
    },

    async renew(accessToken: string): Promise<StoredToken | null> {
      const {customerAccessTokenRenew: payload} = await storefront.mutate(ACCESS_TOKEN_RENEW, {
        variables: {customerAccessToken: accessToken},
      });
      const token = payload?.customerAccessToken;
      return token ? toStored(token) : null;
    },

    async signOut(accessToken: string): Promise<void> {
      await storefront.mutate(ACCESS_TOKEN_DELETE, {variables: {customerAccessToken: accessToken}});
    },

    async register(input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      acceptsMarketing: boolean;
    }): Promise<Outcome<{id: string}>> {
      const {customerCreate: payload} = await storefront.mutate(CUSTOMER_CREATE, {variables: {input}});
      return outcome(payload, payload?.customer);
    },

    async recover(email: string): Promise<Outcome<true>> {
      const {customerRecover: payload} = await storefront.mutate(CUSTOMER_RECOVER, {variables: {email}});
      return outcome(payload, true);
    },

    async resetByUrl(resetUrl: string, password: string): Promise<Outcome<StoredToken>> {
      const {customerResetByUrl: payload} = await storefront.mutate(CUSTOMER_RESET_BY_URL, {
        variables: {resetUrl, password},
      });
      const token = payload?.customerAccessToken;
      return outcome(payload, token ? toStored(token) : null);
    },

    async reset(id: string, resetToken: string, password: string): Promise<Outcome<StoredToken>> {
      const {customerReset: payload} = await storefront.mutate(CUSTOMER_RESET, {
        variables: {id, input: {resetToken, password}},
      });
      const token = payload?.customerAccessToken;
      return outcome(payload, token ? toStored(token) : null);
    },

    async activateByUrl(activationUrl: string, password: string): Promise<Outcome<StoredToken>> {
      const {customerActivateByUrl: payload} = await storefront.mutate(CUSTOMER_ACTIVATE_BY_URL, {
        variables: {activationUrl, password},
      });
      const token = payload?.customerAccessToken;
      return outcome(payload, token ? toStored(token) : null);
    },

    async update(
      accessToken: string,
      customer: CustomerUpdateInput,
    ): Promise<Outcome<{firstName: string | null; token: StoredToken | null}>> {
      const {customerUpdate: payload} = await storefront.mutate(CUSTOMER_UPDATE, {
        variables: {customerAccessToken: accessToken, customer},
      });
      const token = payload?.customerAccessToken;
      return outcome(
        payload,
        payload?.customer ? {firstName: payload.customer.firstName ?? null, token: token ? toStored(token) : null} : null,
      );
    },

    async createAddress(accessToken: string, address: MailingAddressInput): Promise<Outcome<{id: string}>> {
      const {customerAddressCreate: payload} = await storefront.mutate(ADDRESS_CREATE, {
        variables: {customerAccessToken: accessToken, address},
      });
      return outcome(payload, payload?.customerAddress);
    },

    async updateAddress(
      accessToken: string,
      id: string,
      address: MailingAddressInput,
    ): Promise<Outcome<{id: string}>> {
      const {customerAddressUpdate: payload} = await storefront.mutate(ADDRESS_UPDATE, {
        variables: {customerAccessToken: accessToken, id, address},
      });
      return outcome(payload, payload?.customerAddress);
    },

    async deleteAddress(accessToken: string, id: string): Promise<Outcome<string>> {
      const {customerAddressDelete: payload} = await storefront.mutate(ADDRESS_DELETE, {
        variables: {customerAccessToken: accessToken, id},
      });
      return outcome(payload, payload?.deletedCustomerAddressId);
    },

    async setDefaultAddress(accessToken: string, addressId: string): Promise<Outcome<true>> {
      const {customerDefaultAddressUpdate: payload} = await storefront.mutate(DEFAULT_ADDRESS_UPDATE, {
        variables: {customerAccessToken: accessToken, addressId},
      });
      return outcome(payload, payload?.customer ? true : null);
    },

    async greeting(accessToken: string) {
      const {customer} = await storefront.query(CUSTOMER_GREETING, {
        variables: {customerAccessToken: accessToken},
        cache: noCache,
      });
      return customer ?? null;
    },

    async overview(accessToken: string) {
      const {customer} = await storefront.query(CUSTOMER_OVERVIEW, {
        variables: {customerAccessToken: accessToken},
        cache: noCache,
      });
      return customer ?? null;
    },

    async orders(
      accessToken: string,
      page: {first?: number; last?: number; startCursor?: string | null; endCursor?: string | null},
    ) {
      const {customer} = await storefront.query(CUSTOMER_ORDERS, {
        variables: {
          customerAccessToken: accessToken,
          first: page.first,
          last: page.last,
          after: page.endCursor ?? undefined,
          before: page.startCursor ?? undefined,
        },
        cache: noCache,
      });
      return customer ?? null;
    },

    // Not trusted by id and key alone: the order must carry the signed-in customer's e-mail.
    async order(accessToken: string, orderId: string) {
      const {customer, node} = await storefront.query(CUSTOMER_ORDER, {
        variables: {customerAccessToken: accessToken, orderId},
        cache: noCache,
      });
      if (!customer) return {customer: null, order: null};
      const order = node?.__typename === 'Order' && node.email === customer.email ? node : null;
      return {customer, order};
    },

    async addresses(accessToken: string) {
      const {customer, localization} = await storefront.query(CUSTOMER_ADDRESSES, {
        variables: {customerAccessToken: accessToken},
        cache: noCache,
      });
      return {customer: customer ?? null, countries: localization.availableCountries};
    },
  };
}

export type CustomerClient = ReturnType<typeof createCustomerClient>;

/** The countries an address may be in: the shop's markets, public and the same for everyone. */
export async function availableCountries(storefront: Storefront) {
  const {localization} = await storefront.query(ACCOUNT_COUNTRIES, {cache: storefront.CacheShort()});
  return localization.availableCountries;
}

const ACCOUNT_COUNTRIES = `#graphql
  query AccountCountries($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    localization {
      availableCountries {
        isoCode
        name
      }
    }
  }
` as const;

const USER_ERRORS = `#graphql
  fragment CustomerUserErrorFields on CustomerUserError {
    code
    field
    message
  }
` as const;

const ACCESS_TOKEN_CREATE = `#graphql
  mutation CustomerAccessTokenCreate(
    $input: CustomerAccessTokenCreateInput!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const ACCESS_TOKEN_RENEW = `#graphql
  mutation CustomerAccessTokenRenew(
    $customerAccessToken: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

const ACCESS_TOKEN_DELETE = `#graphql
  mutation CustomerAccessTokenDelete(
    $customerAccessToken: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
` as const;

const CUSTOMER_CREATE = `#graphql
  mutation CustomerCreate($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerCreate(input: $input) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const CUSTOMER_RECOVER = `#graphql
  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerRecover(email: $email) {
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const CUSTOMER_RESET_BY_URL = `#graphql
  mutation CustomerResetByUrl(
    $resetUrl: URL!
    $password: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerResetByUrl(resetUrl: $resetUrl, password: $password) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const CUSTOMER_RESET = `#graphql
  mutation CustomerReset(
    $id: ID!
    $input: CustomerResetInput!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerReset(id: $id, input: $input) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const CUSTOMER_ACTIVATE_BY_URL = `#graphql
  mutation CustomerActivateByUrl(
    $activationUrl: URL!
    $password: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const CUSTOMER_UPDATE = `#graphql
  mutation CustomerUpdate(
    $customerAccessToken: String!
    $customer: CustomerUpdateInput!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer {
        firstName
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const ADDRESS_CREATE = `#graphql
  mutation CustomerAddressCreate(
    $customerAccessToken: String!
    $address: MailingAddressInput!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const ADDRESS_UPDATE = `#graphql
  mutation CustomerAddressUpdate(
    $customerAccessToken: String!
    $id: ID!
    $address: MailingAddressInput!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const ADDRESS_DELETE = `#graphql
  mutation CustomerAddressDelete(
    $customerAccessToken: String!
    $id: ID!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const DEFAULT_ADDRESS_UPDATE = `#graphql
  mutation CustomerDefaultAddressUpdate(
    $customerAccessToken: String!
    $addressId: ID!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${USER_ERRORS}
` as const;

const ADDRESS_FIELDS = `#graphql
  fragment CustomerAddressFields on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    province
    zip
    country
    countryCodeV2
    phone
    formatted
  }
` as const;

const ORDER_SUMMARY = `#graphql
  fragment CustomerOrderSummary on Order {
    id
    name
    orderNumber
    processedAt
    canceledAt
    financialStatus
    fulfillmentStatus
    currentTotalPrice {
      amount
      currencyCode
    }
  }
` as const;

const CUSTOMER_GREETING = `#graphql
  query CustomerGreeting($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      firstName
    }
  }
` as const;

const CUSTOMER_OVERVIEW = `#graphql
  query CustomerOverview($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      firstName
      lastName
      email
      phone
      acceptsMarketing
      defaultAddress {
        ...CustomerAddressFields
      }
      orders(first: 3, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...CustomerOrderSummary
        }
      }
    }
  }
  ${ADDRESS_FIELDS}
  ${ORDER_SUMMARY}
` as const;

const CUSTOMER_ORDERS = `#graphql
  query CustomerOrders(
    $customerAccessToken: String!
    $first: Int
    $last: Int
    $after: String
    $before: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(
        first: $first
        last: $last
        after: $after
        before: $before
        sortKey: PROCESSED_AT
        reverse: true
      ) {
        nodes {
          ...CustomerOrderSummary
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${ORDER_SUMMARY}
` as const;

const CUSTOMER_ORDER = `#graphql
  query CustomerOrder(
    $customerAccessToken: String!
    $orderId: ID!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      email
    }
    node(id: $orderId) {
      __typename
      ... on Order {
        id
        name
        email
        processedAt
        canceledAt
        financialStatus
        fulfillmentStatus
        statusUrl
        currentSubtotalPrice {
          amount
          currencyCode
        }
        currentTotalPrice {
          amount
          currencyCode
        }
        currentTotalShippingPrice {
          amount
          currencyCode
        }
        currentTotalTax {
          amount
          currencyCode
        }
        discountApplications(first: 10) {
          nodes {
            targetSelection
            ... on DiscountCodeApplication {
              code
            }
          }
        }
        shippingAddress {
          ...CustomerAddressFields
        }
        lineItems(first: 10) {
          nodes {
            title
            quantity
            originalTotalPrice {
              amount
              currencyCode
            }
            discountedTotalPrice {
              amount
              currencyCode
            }
            variant {
              id
              title
              image {
                url
                altText
                width
                height
              }
              product {
                handle
              }
            }
          }
        }
      }
    }
  }
  ${ADDRESS_FIELDS}
` as const;

const CUSTOMER_ADDRESSES = `#graphql
  query CustomerAddresses($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      defaultAddress {
        id
      }
      addresses(first: 250) {
        nodes {
          ...CustomerAddressFields
        }
      }
    }
    localization {
      availableCountries {
        isoCode
        name
      }
    }
  }
  ${ADDRESS_FIELDS}
` as const;
