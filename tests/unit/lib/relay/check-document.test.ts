import {print} from 'graphql';
import {describe, expect, it} from 'vitest';
import {ALLOWED_ROOT_FIELDS} from '~/lib/relay/allowed-operations';
import {RELAY_LIMITS, checkDocument} from '~/lib/relay/check-document.server';
import {RelayRefusal} from '~/lib/relay/relay-response.server';

function refusal(query: string, operationName?: string): RelayRefusal {
  try {
    checkDocument(query, operationName);
  } catch (error) {
    if (error instanceof RelayRefusal) return error;
    throw error;
  }
  throw new Error('the document was accepted');
}

describe('checkDocument: allowed operations', () => {
  it.each(Object.keys(ALLOWED_ROOT_FIELDS.query))('forwards the query %s', (field) => {
    const checked = checkDocument(`query { ${field} { __typename } }`);
    expect(checked).toMatchObject({operationType: 'query', rootField: field});
  });

  it.each(Object.keys(ALLOWED_ROOT_FIELDS.mutation))('forwards the mutation %s', (field) => {
    const checked = checkDocument(`mutation Run { ${field} { __typename } }`);
    expect(checked).toMatchObject({operationType: 'mutation', rootField: field});
  });

  it('judges a field by its name, not its alias', () => {
    expect(checkDocument('{ item: product(handle: "x") { title } }').rootField).toBe('product');
    expect(refusal('{ product: customerAccessTokenCreate { __typename } }').status).toBe(403);
    expect(refusal('{ product: shop { name } }').status).toBe(403);
  });

  it('accepts the three policies through shop, also from fragments', () => {
    const checked = checkDocument(`
      query Policies { shop { ...P refundPolicy { title } ... on Shop { termsOfService { body } } } }
      fragment P on Shop { privacyPolicy { title body } }`);
    expect(checked.rootField).toBe('shop');
  });

  it('keeps the chosen operation and only the fragments it uses, however deep', () => {
    const checked = checkDocument(
      `query A { product(handle: "x") { ...Outer } }
       query B { cart(id: "y") { id } }
       fragment Outer on Product { ...Inner }
       fragment Inner on Product { title }
       fragment Unused on Product { handle }`,
      'A',
    );
    const printed = print(checked.document);
    expect(printed).toContain('query A');
    expect(printed).toContain('fragment Outer');
    expect(printed).toContain('fragment Inner');
    expect(printed).not.toContain('query B');
    expect(printed).not.toContain('Unused');
  });

  it('picks an allowed operation out of several by operationName', () => {
    const query = 'query Good { localization { language { isoCode } } } query Bad { shop { name } }';
    expect(checkDocument(query, 'Good').rootField).toBe('localization');
    expect(refusal(query, 'Bad').status).toBe(403);
  });
});

describe('checkDocument: refused documents', () => {
  it.each([
    ['an unparseable document', '{ product(handle: "x") { title }', /not a valid GraphQL document/],
    ['an empty document', '   # nothing\n', /not a valid GraphQL document/],
    ['a type definition', 'type Evil { id: ID }', /only operations and fragments/],
    ['several operations without operationName', 'query A { cart(id: "1") { id } } query B { cart(id: "2") { id } }', /several operations/],
    ['an unknown fragment', '{ product(handle: "x") { ...Missing } }', /unknown fragment "Missing"/],
    ['a fragment defined twice', '{ product(handle: "x") { ...F } } fragment F on Product { id } fragment F on Product { id }', /defined twice/],
    ['a fragment that spreads itself', '{ product(handle: "x") { ...F } } fragment F on Product { ...F }', /spreads itself/],
    ['@defer', '{ product(handle: "x") { ... @defer { title } } }', /@defer/],
    ['only fragments', 'fragment F on Product { id }', /no operation/],
  ])('refuses %s with 400', (_label, query, reason) => {
    const error = refusal(query);
    expect(error.status).toBe(400);
    expect(error.reason).toMatch(reason);
  });

  it('refuses an operationName the document does not have', () => {
    const error = refusal('query A { cart(id: "1") { id } }', 'B');
    expect(error).toMatchObject({status: 400});
    expect(error.reason).toContain('"B"');
  });

  it('refuses a fragment spread cycle through two fragments', () => {
    const error = refusal('{ product(handle: "x") { ...A } } fragment A on Product { ...B } fragment B on Product { ...A }');
    expect(error.status).toBe(400);
    expect(error.reason).toMatch(/spreads itself/);
  });

  it.each([
    ['a query outside the call table', '{ products(first: 250) { nodes { id } } }', /"products"/],
    ['a mutation outside the call table', 'mutation { cartDiscountCodesUpdate(cartId: "1") { cart { id } } }', /"cartDiscountCodesUpdate"/],
    ['a query field sent as a mutation', 'mutation { product(handle: "x") { id } }', /mutation "product"/],
    ['a mutation field sent as a query', '{ cartCreate { cart { id } } }', /query "cartCreate"/],
    ['two root fields', '{ product(handle: "x") { id } localization { country { isoCode } } }', /2 root fields/],
    ['the same field twice under two aliases', '{ a: product(handle: "x") { id } b: product(handle: "y") { id } }', /2 root fields/],
    ['a root field smuggled in a fragment', 'query { product(handle: "x") { id } ...Q } fragment Q on QueryRoot { customer(customerAccessToken: "t") { email } }', /2 root fields/],
    ['a disallowed root field alone in an inline fragment', '{ ... on QueryRoot { menu(handle: "main") { id } } }', /"menu"/],
    ['schema introspection', '{ __schema { types { name } } }', /Introspection/],
    ['type introspection', '{ __type(name: "Shop") { fields { name } } }', /Introspection/],
    ['introspection hidden in a fragment', '{ product(handle: "x") { ...I } } fragment I on Product { __type(name: "Cart") { name } }', /Introspection/],
    ['__typename alone at the root', '{ __typename }', /"__typename"/],
    ['a subscription', 'subscription { cart(id: "1") { id } }', /Subscriptions/],
    ['other shop fields', '{ shop { privacyPolicy { body } paymentSettings { countryCode } } }', /paymentSettings/],
    ['other shop fields smuggled in a fragment', '{ shop { ...S } } fragment S on Shop { name }', /"name"/],
    ['other shop fields in an inline fragment', '{ shop { ... on Shop { description } } }', /"description"/],
  ])('refuses %s with 403', (_label, query, reason) => {
    const error = refusal(query);
    expect(error.status).toBe(403);
    expect(error.reason).toMatch(reason);
  });

  it('refuses a selection deeper than any call of the table', () => {
    const deep = (levels: number) => `{ product(handle: "x") ${'{ collections(first: 1) { nodes '.repeat(levels)}{ id }${' } }'.repeat(levels)} }`;
    expect(checkDocument(deep(6)).rootField).toBe('product');
    expect(refusal(deep(8))).toMatchObject({status: 400, reason: expect.stringMatching(/deeper/) as unknown});
  });

  it('refuses a field asked for under more names than any call of the table uses', () => {
    const aliased = (count: number) => `{ product(handle: "x") { ${Array.from({length: count}, (_, index) => `t${index}: title`).join(' ')} } }`;
    expect(checkDocument(aliased(RELAY_LIMITS.aliases)).rootField).toBe('product');
    expect(refusal(aliased(120))).toMatchObject({status: 400, reason: expect.stringMatching(/aliases/) as unknown});
  });

  it('counts the fields of a fragment each time it is spread', () => {
    const fields = Array.from({length: 100}, (_, index) => `f${index}`).join(' ');
    const spreads = Array.from({length: 20}, () => '...Many').join(' ');
    const query = `{ product(handle: "x") { ${spreads} } } fragment Many on Product { ${fields} }`;
    expect(refusal(query)).toMatchObject({status: 400, reason: expect.stringMatching(/more fields/) as unknown});
  });

  it('refuses a document far larger than any call of the table', () => {
    const fields = Array.from({length: 4000}, (_, index) => `f${index}`).join(' ');
    expect(refusal(`{ product(handle: "x") { ${fields} } }`).status).toBe(400);
  });
});
