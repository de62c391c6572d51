/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerAccountAPI from '@shopify/hydrogen/customer-account-api-types';

export type AccountAddressFieldsFragment = Pick<
  CustomerAccountAPI.CustomerAddress,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'zoneCode'
  | 'territoryCode'
  | 'zip'
  | 'phoneNumber'
  | 'formatted'
>;

export type AccountOrderSummaryFragment = Pick<
  CustomerAccountAPI.Order,
  | 'id'
  | 'name'
  | 'number'
  | 'processedAt'
  | 'cancelledAt'
  | 'financialStatus'
  | 'fulfillmentStatus'
> & {totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>};

export type AccountAddressUserErrorsFragment = Pick<
  CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
  'code' | 'field' | 'message'
>;

export type AccountGreetingQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type AccountGreetingQuery = {
  customer: Pick<CustomerAccountAPI.Customer, 'firstName'>;
};

export type AccountOverviewQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type AccountOverviewQuery = {
  customer: Pick<CustomerAccountAPI.Customer, 'firstName' | 'lastName'> & {
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<
        CustomerAccountAPI.CustomerEmailAddress,
        'emailAddress' | 'marketingState'
      >
    >;
    phoneNumber?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerPhoneNumber, 'phoneNumber'>
    >;
    defaultAddress?: CustomerAccountAPI.Maybe<
      Pick<
        CustomerAccountAPI.CustomerAddress,
        | 'id'
        | 'firstName'
        | 'lastName'
        | 'company'
        | 'address1'
        | 'address2'
        | 'city'
        | 'zoneCode'
        | 'territoryCode'
        | 'zip'
        | 'phoneNumber'
        | 'formatted'
      >
    >;
    orders: {
      nodes: Array<
        Pick<
          CustomerAccountAPI.Order,
          | 'id'
          | 'name'
          | 'number'
          | 'processedAt'
          | 'cancelledAt'
          | 'financialStatus'
          | 'fulfillmentStatus'
        > & {
          totalPrice: Pick<
            CustomerAccountAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        }
      >;
    };
  };
};

export type AccountOrdersQueryVariables = CustomerAccountAPI.Exact<{
  first?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Int']['input']
  >;
  last?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Int']['input']
  >;
  after?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['String']['input']
  >;
  before?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['String']['input']
  >;
}>;

export type AccountOrdersQuery = {
  customer: {
    orders: {
      nodes: Array<
        Pick<
          CustomerAccountAPI.Order,
          | 'id'
          | 'name'
          | 'number'
          | 'processedAt'
          | 'cancelledAt'
          | 'financialStatus'
          | 'fulfillmentStatus'
        > & {
          totalPrice: Pick<
            CustomerAccountAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        }
      >;
      pageInfo: Pick<
        CustomerAccountAPI.PageInfo,
        'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
      >;
    };
  };
};

export type AccountOrderQueryVariables = CustomerAccountAPI.Exact<{
  orderId: CustomerAccountAPI.Scalars['ID']['input'];
}>;

export type AccountOrderQuery = {
  order?: CustomerAccountAPI.Maybe<
    Pick<
      CustomerAccountAPI.Order,
      | 'id'
      | 'name'
      | 'email'
      | 'processedAt'
      | 'cancelledAt'
      | 'financialStatus'
      | 'fulfillmentStatus'
      | 'statusPageUrl'
    > & {
      subtotal?: CustomerAccountAPI.Maybe<
        Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
      >;
      totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>;
      totalShipping: Pick<
        CustomerAccountAPI.MoneyV2,
        'amount' | 'currencyCode'
      >;
      totalTax?: CustomerAccountAPI.Maybe<
        Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
      >;
      discountApplications: {
        nodes: Array<
          | Pick<
              CustomerAccountAPI.AutomaticDiscountApplication,
              'targetSelection'
            >
          | Pick<
              CustomerAccountAPI.DiscountCodeApplication,
              'code' | 'targetSelection'
            >
          | Pick<
              CustomerAccountAPI.ManualDiscountApplication,
              'targetSelection'
            >
          | Pick<
              CustomerAccountAPI.ScriptDiscountApplication,
              'targetSelection'
            >
        >;
      };
      shippingAddress?: CustomerAccountAPI.Maybe<
        Pick<
          CustomerAccountAPI.CustomerAddress,
          | 'firstName'
          | 'lastName'
          | 'company'
          | 'address1'
          | 'address2'
          | 'city'
          | 'zoneCode'
          | 'territoryCode'
          | 'zip'
          | 'phoneNumber'
          | 'formatted'
        >
      >;
      lineItems: {
        nodes: Array<
          Pick<
            CustomerAccountAPI.LineItem,
            | 'id'
            | 'title'
            | 'quantity'
            | 'variantId'
            | 'variantTitle'
            | 'productId'
          > & {
            totalPriceBeforeDiscounts?: CustomerAccountAPI.Maybe<
              Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            totalPriceWithDiscounts?: CustomerAccountAPI.Maybe<
              Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            image?: CustomerAccountAPI.Maybe<
              Pick<
                CustomerAccountAPI.Image,
                'url' | 'altText' | 'width' | 'height'
              >
            >;
          }
        >;
      };
    }
  >;
};

export type AccountAddressesQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type AccountAddressesQuery = {
  customer: {
    defaultAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    addresses: {
      nodes: Array<
        Pick<
          CustomerAccountAPI.CustomerAddress,
          | 'id'
          | 'firstName'
          | 'lastName'
          | 'company'
          | 'address1'
          | 'address2'
          | 'city'
          | 'zoneCode'
          | 'territoryCode'
          | 'zip'
          | 'phoneNumber'
          | 'formatted'
        >
      >;
    };
  };
};

export type AccountCustomerUpdateMutationVariables = CustomerAccountAPI.Exact<{
  input: CustomerAccountAPI.CustomerUpdateInput;
}>;

export type AccountCustomerUpdateMutation = {
  customerUpdate?: CustomerAccountAPI.Maybe<{
    customer?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.Customer, 'firstName'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type AccountMarketingSubscribeMutationVariables =
  CustomerAccountAPI.Exact<{[key: string]: never}>;

export type AccountMarketingSubscribeMutation = {
  customerEmailMarketingSubscribe?: CustomerAccountAPI.Maybe<{
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerEmailAddress, 'marketingState'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerEmailMarketingUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type AccountMarketingUnsubscribeMutationVariables =
  CustomerAccountAPI.Exact<{[key: string]: never}>;

export type AccountMarketingUnsubscribeMutation = {
  customerEmailMarketingUnsubscribe?: CustomerAccountAPI.Maybe<{
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerEmailAddress, 'marketingState'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerEmailMarketingUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type AccountAddressCreateMutationVariables = CustomerAccountAPI.Exact<{
  address: CustomerAccountAPI.CustomerAddressInput;
  defaultAddress?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Boolean']['input']
  >;
}>;

export type AccountAddressCreateMutation = {
  customerAddressCreate?: CustomerAccountAPI.Maybe<{
    customerAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type AccountAddressUpdateMutationVariables = CustomerAccountAPI.Exact<{
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
  address?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.CustomerAddressInput>;
  defaultAddress?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Boolean']['input']
  >;
}>;

export type AccountAddressUpdateMutation = {
  customerAddressUpdate?: CustomerAccountAPI.Maybe<{
    customerAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
        'code' | 'field' | 'message'
      >
    >;
  }>;
};

export type AccountAddressDeleteMutationVariables = CustomerAccountAPI.Exact<{
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
}>;

export type AccountAddressDeleteMutation = {
  customerAddressDelete?: CustomerAccountAPI.Maybe<
    Pick<
      CustomerAccountAPI.CustomerAddressDeletePayload,
      'deletedAddressId'
    > & {
      userErrors: Array<
        Pick<
          CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
          'code' | 'field' | 'message'
        >
      >;
    }
  >;
};

interface GeneratedQueryTypes {
  '#graphql\n  query AccountGreeting {\n    customer {\n      firstName\n    }\n  }\n': {
    return: AccountGreetingQuery;
    variables: AccountGreetingQueryVariables;
  };
  '#graphql\n  query AccountOverview {\n    customer {\n      firstName\n      lastName\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n      }\n      defaultAddress {\n        ...AccountAddressFields\n      }\n      orders(first: 3, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...AccountOrderSummary\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddressFields on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    zoneCode\n    territoryCode\n    zip\n    phoneNumber\n    formatted(withName: true, withCompany: true)\n  }\n\n  #graphql\n  fragment AccountOrderSummary on Order {\n    id\n    name\n    number\n    processedAt\n    cancelledAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice {\n      amount\n      currencyCode\n    }\n  }\n\n': {
    return: AccountOverviewQuery;
    variables: AccountOverviewQueryVariables;
  };
  '#graphql\n  query AccountOrders($first: Int, $last: Int, $after: String, $before: String) {\n    customer {\n      orders(first: $first, last: $last, after: $after, before: $before, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...AccountOrderSummary\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountOrderSummary on Order {\n    id\n    name\n    number\n    processedAt\n    cancelledAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice {\n      amount\n      currencyCode\n    }\n  }\n\n': {
    return: AccountOrdersQuery;
    variables: AccountOrdersQueryVariables;
  };
  '#graphql\n  query AccountOrder($orderId: ID!) {\n    order(id: $orderId) {\n      id\n      name\n      email\n      processedAt\n      cancelledAt\n      financialStatus\n      fulfillmentStatus\n      statusPageUrl\n      subtotal {\n        amount\n        currencyCode\n      }\n      totalPrice {\n        amount\n        currencyCode\n      }\n      totalShipping {\n        amount\n        currencyCode\n      }\n      totalTax {\n        amount\n        currencyCode\n      }\n      discountApplications(first: 10) {\n        nodes {\n          targetSelection\n          ... on DiscountCodeApplication {\n            code\n          }\n        }\n      }\n      shippingAddress {\n        firstName\n        lastName\n        company\n        address1\n        address2\n        city\n        zoneCode\n        territoryCode\n        zip\n        phoneNumber\n        formatted(withName: true, withCompany: true)\n      }\n      lineItems(first: 100) {\n        nodes {\n          id\n          title\n          quantity\n          variantId\n          variantTitle\n          productId\n          totalPriceBeforeDiscounts {\n            amount\n            currencyCode\n          }\n          totalPriceWithDiscounts {\n            amount\n            currencyCode\n          }\n          image {\n            url\n            altText\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n': {
    return: AccountOrderQuery;
    variables: AccountOrderQueryVariables;
  };
  '#graphql\n  query AccountAddresses {\n    customer {\n      defaultAddress {\n        id\n      }\n      addresses(first: 250) {\n        nodes {\n          ...AccountAddressFields\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddressFields on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    zoneCode\n    territoryCode\n    zip\n    phoneNumber\n    formatted(withName: true, withCompany: true)\n  }\n\n': {
    return: AccountAddressesQuery;
    variables: AccountAddressesQueryVariables;
  };
}

interface GeneratedMutationTypes {
  '#graphql\n  mutation AccountCustomerUpdate($input: CustomerUpdateInput!) {\n    customerUpdate(input: $input) {\n      customer {\n        firstName\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n': {
    return: AccountCustomerUpdateMutation;
    variables: AccountCustomerUpdateMutationVariables;
  };
  '#graphql\n  mutation AccountMarketingSubscribe {\n    customerEmailMarketingSubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n': {
    return: AccountMarketingSubscribeMutation;
    variables: AccountMarketingSubscribeMutationVariables;
  };
  '#graphql\n  mutation AccountMarketingUnsubscribe {\n    customerEmailMarketingUnsubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n': {
    return: AccountMarketingUnsubscribeMutation;
    variables: AccountMarketingUnsubscribeMutationVariables;
  };
  '#graphql\n  mutation AccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...AccountAddressUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddressUserErrors on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: AccountAddressCreateMutation;
    variables: AccountAddressCreateMutationVariables;
  };
  '#graphql\n  mutation AccountAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {\n    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...AccountAddressUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddressUserErrors on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: AccountAddressUpdateMutation;
    variables: AccountAddressUpdateMutationVariables;
  };
  '#graphql\n  mutation AccountAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        ...AccountAddressUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddressUserErrors on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n': {
    return: AccountAddressDeleteMutation;
    variables: AccountAddressDeleteMutationVariables;
  };
}

declare module '@shopify/hydrogen' {
  interface CustomerAccountQueries extends GeneratedQueryTypes {}
  interface CustomerAccountMutations extends GeneratedMutationTypes {}
}
