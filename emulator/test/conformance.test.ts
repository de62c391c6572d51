// Conformance, generated from the schema the emulator serves: every root query field and every mutation
// gets a minimal valid operation (the leaf fields of what it returns and of three levels of objects below, and its
// required arguments with plausible values). Each must be answered without NOT_IMPLEMENTED, and each
// mutation with a payload, unless the field is in UNSUPPORTED below, which the README's coverage table
// repeats. A field that a newer schema adds is generated too, so it fails until it is served or listed.
// An order, which only a signed-in customer reaches, is read the same way from a placed one: a non-null
// field it could not answer would make the whole order null.
import {readFileSync} from 'node:fs';
import {
  astFromValue,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getSchema} from '../src/storefront/schema.js';
import {createHarness} from './harness.js';

/** Root fields answered with a top-level NOT_IMPLEMENTED error, and why: no sane offline answer exists. */
export const UNSUPPORTED: Record<string, string> = {};

const schema = getSchema();
const harness = createHarness();
afterAll(() => harness.close());

// Values that make an operation reach the emulator's real behaviour instead of a not-found answer.
const known: Record<string, unknown> = {};

beforeAll(async () => {
  const {data} = await harness.gql(`{ products(first: 1) { nodes { id variants(first: 1) { nodes { id } } } } }`);
  const product = data.products.nodes[0];
  const created = await harness.gql(
    `mutation ($variant: ID!) { cartCreate(input: {lines: [{merchandiseId: $variant, quantity: 1}]}) { cart { id } } }`,
    {variant: product.variants.nodes[0].id},
  );
  known.cartId = created.data.cartCreate.cart.id;
  known.productId = product.id;
  known.orderId = await placedOrder(product.variants.nodes[0].id);
});

/** A customer's order with a line discount and an order discount, placed through the checkout page. */
async function placedOrder(variant: string): Promise<string> {
  const email = 'conformance@example.com';
  await harness.gql(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
    input: {email, password: 'conformance-1', firstName: 'Conny', lastName: 'Form'},
  });
  const signedIn = await harness.gql(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    {input: {email, password: 'conformance-1'}},
  );
  const customerAccessToken = signedIn.data.customerAccessTokenCreate.customerAccessToken.accessToken as string;
  const cart = await harness.gql(
    `mutation ($input: CartInput) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
    {input: {lines: [{merchandiseId: variant, quantity: 2}], discountCodes: ['SESSION15', 'FOLK10'], buyerIdentity: {customerAccessToken}}},
  );
  const form = {email, firstName: 'Conny', lastName: 'Form', address1: 'Korenmarkt 3', zip: '9000', city: 'Gent', country: 'BE'};
  const placed = await harness.emulator.fetch(
    new Request(cart.data.cartCreate.cart.checkoutUrl, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams(form).toString(),
    }),
  );
  expect(placed.status).toBe(303);
  const orders = await harness.gql(`query ($token: String!) { customer(customerAccessToken: $token) { orders(first: 1) { nodes { id } } } }`, {
    token: customerAccessToken,
  });
  return orders.data.customer.orders.nodes[0].id as string;
}

function plausible(argument: {name: string}, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plausible(argument, type.ofType);
  if (isListType(type)) return [plausible(argument, type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = plausible(field, field.type);
    }
    return value;
  }
  if (argument.name in known) return known[argument.name];
  switch (type.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    case 'ID':
      return argument.name === 'cartId' ? known.cartId : known.productId;
    case 'URL':
      return 'https://example.com/';
    case 'DateTime':
      return '2026-01-01T00:00:00Z';
    case 'Decimal':
      return '1.0';
    case 'JSON':
      return '{}';
    default:
      return argument.name === 'handle' ? 'main-menu' : 'emulator';
  }
}

function argumentsOf(field: GraphQLField<unknown, unknown>): string {
  const printed = field.args
    .filter((argument: GraphQLArgument) => isNonNullType(argument.type) || argument.name === 'first')
    .map((argument) => {
      const value = argument.name === 'first' ? 1 : plausible(argument, argument.type);
      return `${argument.name}: ${print(astFromValue(value, argument.type)!)}`;
    });
  return printed.length > 0 ? `(${printed.join(', ')})` : '';
}

/** Leaf fields, then (while depth lasts) the object fields that need no arguments but `first`. */
function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  const parts = ['__typename'];
  if (isObjectType(named) || isInterfaceType(named)) {
    for (const field of Object.values(named.getFields())) {
      if (field.deprecationReason) continue;
      if (field.args.some((argument) => isNonNullType(argument.type) && argument.name !== 'first')) continue;
      const inner = getNamedType(field.type);
      if (isLeafType(inner)) parts.push(`${field.name}${argumentsOf(field)}`);
      else if (depth > 0) parts.push(`${field.name}${argumentsOf(field)} { ${selection(field.type, depth - 1)} }`);
    }
  }
  return parts.join(' ');
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const inner = selection(field.type, 3);
  return `${kind} { ${field.name}${argumentsOf(field)}${inner ? ` { ${inner} }` : ''} }`;
}

const queryFields = Object.values(schema.getQueryType()!.getFields());
const mutationFields = Object.values(schema.getMutationType()!.getFields());

function notImplemented(errors: {extensions?: Record<string, unknown>}[] | undefined) {
  return (errors ?? []).filter((error) => error.extensions?.code === 'NOT_IMPLEMENTED');
}

describe('every root query field', () => {
  for (const field of queryFields) {
    const key = `QueryRoot.${field.name}`;
    it(`${field.name} ${key in UNSUPPORTED ? 'is refused as unsupported' : 'is answered'}`, async () => {
      const {data, errors} = await harness.gql(operationFor('query', field));
      if (key in UNSUPPORTED) {
        expect(notImplemented(errors)).not.toEqual([]);
        return;
      }
      expect(errors).toBeUndefined();
      if (isNonNullType(field.type)) expect(data[field.name]).not.toBeNull();
    });
  }
});

describe('every mutation', () => {
  for (const field of mutationFields) {
    const key = `Mutation.${field.name}`;
    it(`${field.name} ${key in UNSUPPORTED ? 'is refused as unsupported' : 'answers a payload'}`, async () => {
      const {data, errors} = await harness.gql(operationFor('mutation', field));
      if (key in UNSUPPORTED) {
        expect(notImplemented(errors)).not.toEqual([]);
        return;
      }
      expect(errors).toBeUndefined();
      const payload = data[field.name];
      expect(payload).not.toBeNull();
      const payloadType = getNullableType(field.type);
      if (isObjectType(payloadType)) {
        const errorField = Object.keys(payloadType.getFields()).find((name) => /UserErrors$|^userErrors$/.test(name));
        if (errorField) expect(Array.isArray(payload[errorField])).toBe(true);
      }
    });
  }
});

describe('a placed order', () => {
  it('answers every field of the order, its lines and its discounts, three levels down', async () => {
    const order = schema.getType('Order')!;
    const {data, errors} = await harness.gql(`query ($id: ID!) { node(id: $id) { ... on Order { ${selection(order as GraphQLOutputType, 3)} } } }`, {
      id: known.orderId,
    });
    expect(errors).toBeUndefined();
    expect(data.node).not.toBeNull();
    expect(data.node.discountApplications.nodes.length).toBeGreaterThan(0);
    expect(data.node.lineItems.nodes[0].discountAllocations.length).toBeGreaterThan(0);
  });
});

describe('the unsupported list', () => {
  it('names only fields the schema has', () => {
    const names = new Set([...queryFields.map((f) => `QueryRoot.${f.name}`), ...mutationFields.map((f) => `Mutation.${f.name}`)]);
    expect(Object.keys(UNSUPPORTED).filter((key) => !names.has(key))).toEqual([]);
  });

  it('is the README coverage table', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.split('## Coverage')[1]?.split('\n## ')[0] ?? '';
    expect(section).toContain('| field | answer |');
    const listed = [...section.matchAll(/^\| `([A-Za-z]+\.[A-Za-z]+)` \| unsupported \|/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(Object.keys(UNSUPPORTED).sort());
  });
});
