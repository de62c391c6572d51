// A throw-away emulator per test file (temp SQLite file), with a movable clock and GraphQL helpers.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createEmulator, type Emulator} from '../../src/server.js';
import {afterAll, beforeAll, beforeEach} from 'vitest';

export const BASE_URL = 'http://emulator.test';
export const PUBLIC_TOKEN = 'test-public-token';

export interface GraphqlBody {
  data?: any;
  errors?: {message: string; extensions?: Record<string, unknown>}[];
}

export interface Harness {
  emulator: Emulator;
  clock: {now: Date};
  gql(query: string, variables?: Record<string, unknown>): Promise<GraphqlBody>;
  variantGid(id: number): string;
  /** A variant with at least `stock` units, its stock set to exactly `stock` so tests are deterministic. */
  variantWithStock(stock: number, priceCents?: number): {id: number; gid: string; priceCents: number};
  onSaleVariant(): {id: number; gid: string; priceCents: number; compareAtCents: number};
  stockOf(variantId: number): number;
  countRows(table: string): number;
  close(): void;
}

export function startHarness(): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-commerce-'));
  const clock = {now: new Date('2026-03-02T10:00:00.000Z')};
  const emulator = createEmulator({
    dbPath: join(dir, 'emulator.sqlite'),
    publicToken: PUBLIC_TOKEN,
    privateToken: 'test-private-token',
    baseUrl: BASE_URL,
    now: () => clock.now,
  });
  const {db} = emulator;
  const used = new Set<number>();
  const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
  return {
    emulator,
    clock,
    async gql(query, variables = {}) {
      const response = await emulator.fetch(
        new Request(`${BASE_URL}/api/2026-04/graphql.json`, {
          method: 'POST',
          headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': PUBLIC_TOKEN},
          body: JSON.stringify({query, variables}),
        }),
      );
      return (await response.json()) as GraphqlBody;
    },
    variantGid,
    variantWithStock(stock, priceCents) {
      const rows = db
        .prepare('SELECT id, price_cents FROM product_variants WHERE compare_at_cents IS NULL ORDER BY id')
        .all() as {id: number; price_cents: number}[];
      const row = rows.find((candidate) => !used.has(candidate.id));
      if (!row) throw new Error('No unused variant left');
      used.add(row.id);
      db.prepare('UPDATE product_variants SET inventory_quantity = ? WHERE id = ?').run(stock, row.id);
      if (priceCents !== undefined) {
        db.prepare('UPDATE product_variants SET price_cents = ? WHERE id = ?').run(priceCents, row.id);
      }
      return {id: row.id, gid: variantGid(row.id), priceCents: priceCents ?? row.price_cents};
    },
    onSaleVariant() {
      const row = db
        .prepare(
          'SELECT id, price_cents, compare_at_cents FROM product_variants WHERE compare_at_cents > price_cents ORDER BY id',
        )
        .get() as {id: number; price_cents: number; compare_at_cents: number};
      used.add(row.id);
      db.prepare('UPDATE product_variants SET inventory_quantity = 50 WHERE id = ?').run(row.id);
      return {id: row.id, gid: variantGid(row.id), priceCents: row.price_cents, compareAtCents: row.compare_at_cents};
    },
    stockOf(variantId) {
      return db.prepare('SELECT inventory_quantity FROM product_variants WHERE id = ?').pluck().get(variantId) as number;
    },
    countRows(table) {
      return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    },
    close() {
      emulator.close();
      rmSync(dir, {recursive: true, force: true});
    },
  };
}

export const CART_FIELDS = `#graphql
  fragment CartFields on Cart {
    id checkoutUrl createdAt updatedAt note totalQuantity
    attributes { key value }
    buyerIdentity { countryCode email phone customer { id email } }
    cost {
      subtotalAmount { amount currencyCode } totalAmount { amount currencyCode }
      checkoutChargeAmount { amount } totalTaxAmount { amount } totalDutyAmount { amount }
    }
    discountCodes { code applicable }
    discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
    lines(first: 250) {
      pageInfo { hasNextPage hasPreviousPage }
      nodes {
        id quantity sellingPlanAllocation { sellingPlan { name } }
        attributes { key value }
        merchandise { ... on ProductVariant { id title product { title } } }
        cost {
          amountPerQuantity { amount } compareAtAmountPerQuantity { amount }
          subtotalAmount { amount } totalAmount { amount }
        }
        discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
      }
    }
  }`;

const PAYLOAD = `cart { ...CartFields } userErrors { code field message } warnings { code message target }`;

export const CART_CREATE = `mutation CartCreate($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } } ${CART_FIELDS}`;
export const CART_LINES_ADD = `mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
  cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } } ${CART_FIELDS}`;
export const CART_LINES_UPDATE = `mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } } ${CART_FIELDS}`;
export const CART_LINES_REMOVE = `mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } } ${CART_FIELDS}`;
export const CART_DISCOUNTS = `mutation CartDiscountCodesUpdate($cartId: ID!, $codes: [String!]!) {
  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} } } ${CART_FIELDS}`;
export const CART_BUYER = `mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
  cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} } } ${CART_FIELDS}`;
export const CART_NOTE = `mutation CartNoteUpdate($cartId: ID!, $note: String!) {
  cartNoteUpdate(cartId: $cartId, note: $note) { ${PAYLOAD} } } ${CART_FIELDS}`;
export const CART_ATTRIBUTES = `mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!) {
  cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { ${PAYLOAD} } } ${CART_FIELDS}`;
export const CART_QUERY = `query Cart($id: ID!) { cart(id: $id) { ...CartFields } } ${CART_FIELDS}`;

export const CUSTOMER_CREATE = `mutation CustomerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id email firstName lastName } customerUserErrors { code field message } userErrors { field message } } }`;
export const TOKEN_CREATE = `mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } } }`;

/** Creates an enabled customer and returns a fresh access token for them. */
export async function signUp(h: Harness, email: string, password = 'hunter22'): Promise<string> {
  const created = await h.gql(CUSTOMER_CREATE, {input: {email, password, firstName: 'Anna', lastName: 'Claes'}});
  if (created.data.customerCreate.customerUserErrors.length) throw new Error(JSON.stringify(created));
  const token = await h.gql(TOKEN_CREATE, {input: {email, password}});
  return token.data.customerAccessTokenCreate.customerAccessToken.accessToken as string;
}

/**
 * Hooks for a test file that reads mail: one harness whose mails link to http://shop.test, and an
 * empty mailbox before each test. `onReady` receives the harness once it is started.
 */
export function withMailHarness(onReady: (harness: Harness) => void): void {
  let harness: Harness;
  beforeAll(() => {
    process.env.EMULATOR_SHOP_URL = 'http://shop.test';
    harness = startHarness();
    onReady(harness);
  });
  afterAll(() => {
    delete process.env.EMULATOR_SHOP_URL;
    harness.close();
  });
  beforeEach(async () => {
    await harness.emulator.fetch(new Request(`${BASE_URL}/mailbox`, {method: 'DELETE'}));
  });
}
