// The signed-in screens' reads and writes through the Customer Account API, answered in the shapes the
// legacy Storefront client gives, so each screen has one body whichever API signs customers in.
// Nothing here is cached: each answer belongs to one person.
import type {Storefront} from '@shopify/hydrogen';
import type {MailingAddressInput, MoneyV2, OrderFinancialStatus, OrderFulfillmentStatus} from '@shopify/hydrogen/storefront-api-types';
import type {
  AccountAddressCreateMutation,
  AccountAddressDeleteMutation,
  AccountAddressesQuery,
  AccountAddressFieldsFragment,
  AccountAddressUpdateMutation,
  AccountCustomerUpdateMutation,
  AccountGreetingQuery,
  AccountOrderQuery,
  AccountOrdersQuery,
  AccountOrderSummaryFragment,
  AccountOverviewQuery,
  AccountStorefrontTokenMutation,
} from 'customer-accountapi.generated';
import {
  ADDRESS_CREATE,
  ADDRESS_DELETE,
  ADDRESS_UPDATE,
  CUSTOMER_ADDRESSES,
  CUSTOMER_GREETING,
  CUSTOMER_ORDER,
  CUSTOMER_ORDERS,
  CUSTOMER_OVERVIEW,
  CUSTOMER_UPDATE,
  MARKETING_SUBSCRIBE,
  MARKETING_UNSUBSCRIBE,
  STOREFRONT_TOKEN_CREATE,
} from '~/graphql/customer-account/account-operations';
import {availableCountries, type CustomerClient, type CustomerUserErrors, type Outcome} from '../customer-client.server';
import {isAccountOutage, type BackendBudget} from '~/lib/backend-budget.server';
import {ACCOUNT_API_TIMEOUT_MS} from './endpoints.server';

/** The API refused the token (401): the sign-in has ended. */
class EndedSignIn extends Error {
  override name = 'AccountSignInEnded';
}

/** The API answered with GraphQL errors: a mistake in our operation, not the shop being away. */
class AccountApiRefusal extends Error {
  override name = 'AccountApiRefusal';
}

type Legacy<K extends keyof CustomerClient> = Awaited<ReturnType<CustomerClient[K]>>;
type LegacyMoney = Pick<MoneyV2, 'amount' | 'currencyCode'>;
// Both APIs use ISO 4217 codes; this one adds a few the shop never charges in (USDC).
const money = (amount: {amount: string; currencyCode: string}) => amount as LegacyMoney;

type LegacyAddress = NonNullable<NonNullable<Legacy<'overview'>>['defaultAddress']>;

// Their own codes, in the words the site's forms already have for the legacy ones.
const ERROR_CODES: Record<string, string> = {
  ADDRESS1_MISSING: 'BLANK',
  REQUIRED: 'BLANK',
  TERRITORY_CODE_MISSING: 'BLANK',
  ZONE_CODE_MISSING: 'BLANK',
  COUNTRY_NOT_EXIST: 'INVALID',
  INVALID_TERRITORY_CODE: 'INVALID',
  INVALID_FOR_COUNTRY: 'INVALID',
  INVALID_FOR_COUNTRY_AND_PROVINCE: 'INVALID',
  PHONE_NUMBER_NOT_VALID: 'INVALID',
  ADDRESS_ID_DOES_NOT_EXIST: 'NOT_FOUND',
  CUSTOMER_ADDRESS_ALREADY_EXISTS: 'TAKEN',
};
const ERROR_FIELDS: Record<string, string> = {zoneCode: 'province', territoryCode: 'country', phoneNumber: 'phone'};

interface AccountUserError {
  code?: string | null;
  field?: readonly string[] | null;
  message?: string | null;
}

function legacyErrors(errors: readonly AccountUserError[]): CustomerUserErrors {
  return errors.map(({code, field, message}) => {
    const path = field?.map((name) => ERROR_FIELDS[name] ?? name) ?? null;
    // An error on a code the form cannot show is the form's own (the address as a whole).
    const legacyCode = code ? (ERROR_CODES[code] ?? code) : null;
    return {code: legacyCode, field: path, message: message ?? undefined};
  });
}

function outcome<T>(errors: readonly AccountUserError[] | undefined, value: T | null | undefined): Outcome<T> {
  if (errors && errors.length > 0) return {ok: false, errors: legacyErrors(errors)};
  if (value === null || value === undefined) return {ok: false, errors: [{code: null, field: null}]};
  return {ok: true, value};
}

const legacyAddress = (address: AccountAddressFieldsFragment) => ({
  id: address.id,
  firstName: address.firstName ?? null,
  lastName: address.lastName ?? null,
  company: address.company ?? null,
  address1: address.address1 ?? null,
  address2: address.address2 ?? null,
  city: address.city ?? null,
  province: address.zoneCode ?? null,
  zip: address.zip ?? null,
  country: null,
  countryCodeV2: (address.territoryCode ?? null) as LegacyAddress['countryCodeV2'],
  phone: address.phoneNumber ?? null,
  formatted: address.formatted,
});

const legacyOrder = (order: AccountOrderSummaryFragment) => ({
  id: order.id,
  name: order.name,
  orderNumber: order.number,
  processedAt: order.processedAt,
  canceledAt: order.cancelledAt ?? null,
  // The same statuses, and a few the legacy API does not have (EXPIRED, READY_FOR_DELIVERY): the page has words for them.
  financialStatus: (order.financialStatus ?? null) as OrderFinancialStatus | null,
  fulfillmentStatus: order.fulfillmentStatus as OrderFulfillmentStatus,
  currentTotalPrice: money(order.totalPrice),
});

const addressInput = (address: MailingAddressInput) => ({
  firstName: address.firstName ?? null,
  lastName: address.lastName ?? null,
  company: address.company ?? null,
  address1: address.address1 ?? null,
  address2: address.address2 ?? null,
  city: address.city ?? null,
  zoneCode: address.province || null,
  territoryCode: address.country ?? null,
  zip: address.zip ?? null,
  phoneNumber: address.phone || null,
});

interface AccountRequest {
  endpoint: string;
  origin: string;
  /** The request's backend budget: a late or absent shop is the friendly "unavailable" page. */
  budget: BackendBudget;
}

export function createAccountClient({endpoint, origin, budget}: AccountRequest, storefront: Storefront) {
  const run = <T>(accessToken: string, query: string, variables: Record<string, unknown> = {}): Promise<T> =>
    budget.run('customer accounts', () => ask<T>(accessToken, query, variables), isAccountOutage);

  async function ask<T>(accessToken: string, query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json', authorization: accessToken, origin},
      body: JSON.stringify({query, variables}),
      signal: AbortSignal.timeout(ACCOUNT_API_TIMEOUT_MS),
    });
    if (response.status === 401) {
      await response.body?.cancel();
      throw new EndedSignIn();
    }
    if (!response.ok) throw new Error(`The Customer Account API answered ${response.status}`);
    const body = (await response.json()) as {data?: T; errors?: {message: string}[]};
    if (body.errors?.length || !body.data) {
      throw new AccountApiRefusal(`The Customer Account API refused: ${body.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
    }
    return body.data;
  }

  /** A read whose refused token means "signed out": null, as the legacy client answers. */
  async function read<T>(accessToken: string, query: string, variables?: Record<string, unknown>): Promise<T | null> {
    try {
      return await run<T>(accessToken, query, variables);
    } catch (error) {
      if (error instanceof EndedSignIn) return null;
      throw error;
    }
  }

  /** A write whose refused token is the legacy client's "unidentified customer", so the form signs out. */
  async function write<T>(accessToken: string, query: string, variables?: Record<string, unknown>): Promise<T | Outcome<never>> {
    try {
      return await run<T>(accessToken, query, variables);
    } catch (error) {
      if (error instanceof EndedSignIn) return {ok: false, errors: [{code: 'UNIDENTIFIED_CUSTOMER', field: ['customerAccessToken']}]};
      throw error;
    }
  }
  const ended = (answer: unknown): answer is Outcome<never> => typeof answer === 'object' && answer !== null && 'ok' in answer;


  return {
    /** A Storefront API token of the same customer, for the cart's buyer identity; null if refused. */
    async storefrontToken(accessToken: string): Promise<string | null> {
      const answer = await read<AccountStorefrontTokenMutation>(accessToken, STOREFRONT_TOKEN_CREATE);
      return answer?.storefrontCustomerAccessTokenCreate?.customerAccessToken ?? null;
    },

    async greeting(accessToken: string): Promise<Legacy<'greeting'>> {
      const answer = await read<AccountGreetingQuery>(accessToken, CUSTOMER_GREETING);
      return answer ? {firstName: answer.customer.firstName ?? null} : null;
    },

    async overview(accessToken: string): Promise<Legacy<'overview'>> {
      const answer = await read<AccountOverviewQuery>(accessToken, CUSTOMER_OVERVIEW);
      if (!answer) return null;
      const {customer} = answer;
      return {
        firstName: customer.firstName ?? null,
        lastName: customer.lastName ?? null,
        email: customer.emailAddress?.emailAddress ?? null,
        phone: customer.phoneNumber?.phoneNumber ?? null,
        acceptsMarketing: customer.emailAddress?.marketingState === 'SUBSCRIBED',
        defaultAddress: customer.defaultAddress ? legacyAddress(customer.defaultAddress) : null,
        orders: {nodes: customer.orders.nodes.map(legacyOrder)},
      };
    },

    async orders(
      accessToken: string,
      page: {first?: number; last?: number; startCursor?: string | null; endCursor?: string | null},
    ): Promise<Legacy<'orders'>> {
      const answer = await read<AccountOrdersQuery>(accessToken, CUSTOMER_ORDERS, {
        first: page.first,
        last: page.last,
        after: page.endCursor ?? undefined,
        before: page.startCursor ?? undefined,
      });
      if (!answer) return null;
      const {nodes, pageInfo} = answer.customer.orders;
      return {orders: {nodes: nodes.map(legacyOrder), pageInfo}};
    },

    // The API answers only the signed-in customer's orders: another's is null, as an unknown one.
    async order(accessToken: string, orderId: string): Promise<Legacy<'order'>> {
      const answer = await read<AccountOrderQuery>(accessToken, CUSTOMER_ORDER, {orderId: orderId.replace(/\?.*$/, '')});
      if (!answer) return {customer: null, order: null};
      const order = answer.order;
      if (!order) return {customer: {email: null}, order: null};
      return {
        customer: {email: order.email ?? null},
        order: {
          __typename: 'Order',
          id: order.id,
          name: order.name,
          email: order.email ?? null,
          processedAt: order.processedAt,
          canceledAt: order.cancelledAt ?? null,
          financialStatus: order.financialStatus ?? null,
          fulfillmentStatus: order.fulfillmentStatus as OrderFulfillmentStatus,
          statusUrl: order.statusPageUrl,
          currentSubtotalPrice: order.subtotal ? money(order.subtotal) : null,
          currentTotalPrice: money(order.totalPrice),
          currentTotalShippingPrice: money(order.totalShipping),
          currentTotalTax: order.totalTax ? money(order.totalTax) : null,
          discountApplications: {
            nodes: order.discountApplications.nodes.map((application) => ({
              targetSelection: application.targetSelection,
              ...('code' in application ? {code: application.code} : {}),
            })),
          },
          shippingAddress: order.shippingAddress ? legacyAddress({id: '', ...order.shippingAddress}) : null,
          lineItems: {
            nodes: order.lineItems.nodes.map((line) => ({
              title: line.title,
              quantity: line.quantity,
              // Before and after the discounts given to this line; what the order's own codes take off
              // is the difference between the lines and the subtotal, as on the legacy API.
              originalTotalPrice: money(line.totalPriceBeforeDiscounts ?? order.totalPrice),
              discountedTotalPrice: money(line.totalPriceWithDiscounts ?? line.totalPriceBeforeDiscounts ?? order.totalPrice),
              variant: line.variantId
                ? {
                    id: line.variantId,
                    title: line.variantTitle ?? '',
                    image: line.image ?? null,
                    product: null,
                  }
                : null,
            })),
          },
        },
      } as Legacy<'order'>;
    },

    async addresses(accessToken: string): Promise<Legacy<'addresses'>> {
      const [answer, countries] = await Promise.all([
        read<AccountAddressesQuery>(accessToken, CUSTOMER_ADDRESSES),
        availableCountries(storefront),
      ]);
      if (!answer) return {customer: null, countries};
      const {customer} = answer;
      return {
        customer: {
          defaultAddress: customer.defaultAddress ? {id: customer.defaultAddress.id} : null,
          addresses: {nodes: customer.addresses.nodes.map(legacyAddress)},
        },
        countries,
      };
    },

    // Names and news only: the e-mail address is the one the customer signs in with, changed at Shopify.
    async update(
      accessToken: string,
      customer: {firstName?: string | null; lastName?: string | null; acceptsMarketing?: boolean | null},
    ): Promise<Outcome<{firstName: string | null; token: null}>> {
      const answer = await write<AccountCustomerUpdateMutation>(accessToken, CUSTOMER_UPDATE, {
        input: {firstName: customer.firstName ?? '', lastName: customer.lastName ?? ''},
      });
      if (ended(answer)) return answer;
      const updated = answer.customerUpdate;
      if (updated?.userErrors.length) return {ok: false, errors: legacyErrors(updated.userErrors)};
      if (typeof customer.acceptsMarketing === 'boolean') {
        await write(accessToken, customer.acceptsMarketing ? MARKETING_SUBSCRIBE : MARKETING_UNSUBSCRIBE);
      }
      return outcome([], updated?.customer ? {firstName: updated.customer.firstName ?? null, token: null} : null);
    },

    async createAddress(accessToken: string, address: MailingAddressInput, isDefault = false): Promise<Outcome<{id: string}>> {
      const answer = await write<AccountAddressCreateMutation>(accessToken, ADDRESS_CREATE, {address: addressInput(address), defaultAddress: isDefault});
      if (ended(answer)) return answer;
      return outcome(answer.customerAddressCreate?.userErrors, answer.customerAddressCreate?.customerAddress);
    },

    async updateAddress(accessToken: string, id: string, address: MailingAddressInput, isDefault?: boolean): Promise<Outcome<{id: string}>> {
      const answer = await write<AccountAddressUpdateMutation>(accessToken, ADDRESS_UPDATE, {
        addressId: id,
        address: addressInput(address),
        ...(isDefault ? {defaultAddress: true} : {}),
      });
      if (ended(answer)) return answer;
      return outcome(answer.customerAddressUpdate?.userErrors, answer.customerAddressUpdate?.customerAddress);
    },

    async deleteAddress(accessToken: string, id: string): Promise<Outcome<string>> {
      const answer = await write<AccountAddressDeleteMutation>(accessToken, ADDRESS_DELETE, {addressId: id});
      if (ended(answer)) return answer;
      return outcome(answer.customerAddressDelete?.userErrors, answer.customerAddressDelete?.deletedAddressId);
    },

    async setDefaultAddress(accessToken: string, addressId: string): Promise<Outcome<true>> {
      const answer = await write<AccountAddressUpdateMutation>(accessToken, ADDRESS_UPDATE, {addressId, defaultAddress: true});
      if (ended(answer)) return answer;
      return outcome(answer.customerAddressUpdate?.userErrors, answer.customerAddressUpdate?.customerAddress ? true : null);
    },
  };
}
