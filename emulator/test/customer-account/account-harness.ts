// Customer Account API helpers over the commerce harness: customers signed up through the legacy
// Storefront mutations, tokens issued directly on the test database, orders placed through the checkout.
import {customerByEmail} from '../../src/commerce/customer-store.js';
import {issueTokenPair} from '../../src/customer-account/account-tokens.js';
import {customerAccountClientId, shopId} from '../../src/customer-account/customer-account-config.js';
import {BASE_URL, CART_CREATE, signUp, type GraphqlBody, type Harness} from '../commerce/commerce-harness.js';

export const ACCOUNT_API_URL = () => `${BASE_URL}/${shopId()}/account/customer/api/2026-04/graphql`;

export interface Account {
  customerId: number;
  accessToken: string;
  /** The legacy Storefront token of the same customer. */
  storefrontToken: string;
  email: string;
  gql(query: string, variables?: Record<string, unknown>): Promise<GraphqlBody>;
}

export function postAccount(h: Harness, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return h.emulator.fetch(
    new Request(ACCOUNT_API_URL(), {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body}),
  );
}

export async function signIn(h: Harness, email: string): Promise<Account> {
  const storefrontToken = await signUp(h, email);
  const customerId = customerByEmail(h.emulator.db, email)!.id;
  const {accessToken} = issueTokenPair(h.emulator.db, {customerId, clientId: customerAccountClientId()}, h.clock.now);
  return {
    customerId,
    accessToken,
    storefrontToken,
    email,
    async gql(query, variables = {}) {
      const response = await postAccount(h, JSON.stringify({query, variables}), {authorization: accessToken});
      if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
      return (await response.json()) as GraphqlBody;
    },
  };
}

/** Places an order through the checkout page, from a cart bought by `account`. */
export async function placeOrder(
  h: Harness,
  account: Account,
  lines: {merchandiseId: string; quantity: number}[],
  discountCodes: string[] = [],
): Promise<void> {
  const created = await h.gql(CART_CREATE, {
    input: {lines, discountCodes, buyerIdentity: {customerAccessToken: account.storefrontToken}},
  });
  const cart = created.data.cartCreate.cart as {checkoutUrl: string};
  const form = {
    email: account.email,
    firstName: 'Anna',
    lastName: 'Claes',
    address1: 'Korenmarkt 3',
    zip: '9000',
    city: 'Gent',
    country: 'BE',
  };
  const placed = await h.emulator.fetch(
    new Request(cart.checkoutUrl, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams(form).toString(),
    }),
  );
  if (placed.status !== 303) throw new Error(`checkout answered ${placed.status}`);
}
