// What the site reads and changes through the Customer Account API (typed from its schema by codegen,
// into customer-accountapi.generated.d.ts). The shapes mirror what the legacy Storefront operations read.

const ADDRESS_FIELDS = `#graphql
  fragment AccountAddressFields on CustomerAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    zoneCode
    territoryCode
    zip
    phoneNumber
    formatted(withName: true, withCompany: true)
  }
` as const;

const ORDER_SUMMARY = `#graphql
  fragment AccountOrderSummary on Order {
    id
    name
    number
    processedAt
    cancelledAt
    financialStatus
    fulfillmentStatus
    totalPrice {
      amount
      currencyCode
    }
  }
` as const;

const USER_ERRORS = `#graphql
  fragment AccountAddressUserErrors on UserErrorsCustomerAddressUserErrors {
    code
    field
    message
  }
` as const;

export const CUSTOMER_GREETING = `#graphql
  query AccountGreeting {
    customer {
      firstName
    }
  }
` as const;

export const CUSTOMER_OVERVIEW = `#graphql
  query AccountOverview {
    customer {
      firstName
      lastName
      emailAddress {
        emailAddress
        marketingState
      }
      phoneNumber {
        phoneNumber
      }
      defaultAddress {
        ...AccountAddressFields
      }
      orders(first: 3, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...AccountOrderSummary
        }
      }
    }
  }
  ${ADDRESS_FIELDS}
  ${ORDER_SUMMARY}
` as const;

export const CUSTOMER_ORDERS = `#graphql
  query AccountOrders($first: Int, $last: Int, $after: String, $before: String) {
    customer {
      orders(first: $first, last: $last, after: $after, before: $before, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...AccountOrderSummary
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

export const CUSTOMER_ORDER = `#graphql
  query AccountOrder($orderId: ID!) {
    order(id: $orderId) {
      id
      name
      email
      processedAt
      cancelledAt
      financialStatus
      fulfillmentStatus
      statusPageUrl
      subtotal {
        amount
        currencyCode
      }
      totalPrice {
        amount
        currencyCode
      }
      totalShipping {
        amount
        currencyCode
      }
      totalTax {
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
        firstName
        lastName
        company
        address1
        address2
        city
        zoneCode
        territoryCode
        zip
        phoneNumber
        formatted(withName: true, withCompany: true)
      }
      lineItems(first: 100) {
        nodes {
          id
          title
          quantity
          variantId
          variantTitle
          productId
          totalPriceBeforeDiscounts {
            amount
            currencyCode
          }
          totalPriceWithDiscounts {
            amount
            currencyCode
          }
          image {
            url
            altText
            width
            height
          }
        }
      }
    }
  }
` as const;

export const CUSTOMER_ADDRESSES = `#graphql
  query AccountAddresses {
    customer {
      defaultAddress {
        id
      }
      addresses(first: 250) {
        nodes {
          ...AccountAddressFields
        }
      }
    }
  }
  ${ADDRESS_FIELDS}
` as const;

export const CUSTOMER_UPDATE = `#graphql
  mutation AccountCustomerUpdate($input: CustomerUpdateInput!) {
    customerUpdate(input: $input) {
      customer {
        firstName
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const MARKETING_SUBSCRIBE = `#graphql
  mutation AccountMarketingSubscribe {
    customerEmailMarketingSubscribe {
      emailAddress {
        marketingState
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const MARKETING_UNSUBSCRIBE = `#graphql
  mutation AccountMarketingUnsubscribe {
    customerEmailMarketingUnsubscribe {
      emailAddress {
        marketingState
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const ADDRESS_CREATE = `#graphql
  mutation AccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...AccountAddressUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

export const ADDRESS_UPDATE = `#graphql
  mutation AccountAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {
    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...AccountAddressUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;

export const ADDRESS_DELETE = `#graphql
  mutation AccountAddressDelete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) {
      deletedAddressId
      userErrors {
        ...AccountAddressUserErrors
      }
    }
  }
  ${USER_ERRORS}
` as const;
