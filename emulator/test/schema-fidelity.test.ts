import {GraphQLInt, GraphQLNonNull, type GraphQLResolveInfo} from 'graphql';
import {emulatorFieldResolver} from '../src/storefront/field-resolver.js';
import {afterAll, describe, expect, it} from 'vitest';
import {MAX_QUERY_DEPTH} from '../src/storefront/max-depth.js';
import {createHarness} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

describe('validation errors in Shopify’s shape', () => {
  it('reports an unknown field as undefinedField', async () => {
    const result = await h.gql('query { shop { name nmae } }');
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      {
        message: "Field 'nmae' doesn't exist on type 'Shop'",
        locations: [{line: 1, column: 21}],
        extensions: {code: 'undefinedField', typeName: 'Shop', fieldName: 'nmae'},
      },
    ]);
  });

  it('reports an unknown argument and a missing required one', async () => {
    const unknown = await h.gql('{ product(slug: "x") { id } }');
    expect(unknown.errors?.[0]).toMatchObject({
      message: "Field 'product' doesn't accept argument 'slug'",
      extensions: {code: 'argumentNotAccepted'},
    });
    const missing = await h.gql('{ customer { id } }');
    expect(missing.errors?.[0]).toMatchObject({
      message: "Field 'customer' is missing required arguments: customerAccessToken",
      extensions: {code: 'missingRequiredArguments'},
    });
  });

  it('reports syntax errors with a location', async () => {
    const result = await h.gql('{ shop { name }');
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(result.errors?.[0].locations).toBeDefined();
  });

  it(`rejects documents nested deeper than ${MAX_QUERY_DEPTH} levels, fragments included`, async () => {
    const deep = `{ product(handle: "ardennes-road") { ${'collections(first: 1) { nodes { products(first: 1) { nodes { '.repeat(6)}id${' } } } }'.repeat(6)} } }`;
    const result = await h.gql(deep);
    expect(result.errors?.[0].message).toMatch(/^Query has depth of \d+, which exceeds max depth of 20$/);
    expect(result.errors?.[0].extensions?.code).toBe('MAX_DEPTH_EXCEEDED');

    const viaFragment = await h.gql(`
      query { product(handle: "ardennes-road") { ...F } }
      fragment F on Product { ${'collections(first: 1) { nodes { products(first: 1) { nodes { '.repeat(6)}id${' } } } }'.repeat(6)} }`);
    expect(viaFragment.errors?.[0].extensions?.code).toBe('MAX_DEPTH_EXCEEDED');
  });

  it('accepts a deep but legitimate storefront query', async () => {
    const result = await h.gql(`{
      product(handle: "tidewater") {
        metafield(namespace: "custom", key: "matching_colors") {
          references(first: 10) { nodes { ... on Product { variants(first: 1) { nodes { product { featuredImage { url } } } } } } }
        }
      }
    }`);
    expect(result.errors).toBeUndefined();
  });
});

describe('fields the emulator does not resolve', () => {
  it('returns null for a nullable field', async () => {
    const result = await h.gql('{ cartCompletionAttempt(attemptId: "unknown") { __typename } }');
    expect(result).toEqual({data: {cartCompletionAttempt: null}});
  });

  it('returns an error naming a non-null field, never a made-up value', async () => {
    // Every root field now has a resolver (see conformance.test.ts), so the fallback is called directly.
    const info = {fieldName: 'count', parentType: {name: 'Count'}, returnType: new GraphQLNonNull(GraphQLInt)};
    expect(() => emulatorFieldResolver({}, {}, undefined, info as unknown as GraphQLResolveInfo)).toThrow(
      "Field 'Count.count' is not implemented by the emulator",
    );
  });

  it('passes the parent’s own property through', async () => {
    const result = await h.gql('{ product(handle: "ardennes-road") { handle vendor tags } }');
    expect(result.data.product).toEqual({
      handle: 'ardennes-road',
      vendor: 'Ronce & Rivière',
      tags: ['cd', 'album', 'dance'],
    });
  });
});

describe('@inContext', () => {
  const query = `query ($language: LanguageCode) @inContext(language: $language) {
    product(handle: "across-the-scheldt") { title productType options { name optionValues { name } } }
    collection(handle: "tunebooks") { title handle }
  }`;

  it('translates every text into the requested language', async () => {
    const en = await h.gql(query, {language: 'EN'});
    const fr = await h.gql(query, {language: 'FR'});
    const nl = await h.gql(query, {language: 'NL'});
    expect(en.data.product.title).toBe('Across the Scheldt');
    expect(fr.data.product.title).toBe('Au-delà de l’Escaut');
    expect(nl.data.product.title).toBe('Over de Schelde');
    expect(fr.data.collection).toEqual({title: 'Recueils de partitions', handle: 'tunebooks'});
    expect(nl.data.collection).toEqual({title: 'Muziekboeken', handle: 'tunebooks'});
  });

  it('reads literal arguments and falls back to English for other languages', async () => {
    const literal = await h.gql('query @inContext(country: BE, language: NL) { product(handle: "tidewater") { title } }');
    expect(literal.data.product.title).toBe('Getijdenwater');
    const german = await h.gql(query, {language: 'DE'});
    expect(german.data.product.title).toBe('Across the Scheldt');
  });

  it('defaults to BE / EN without the directive', async () => {
    const result = await h.gql('{ localization { country { isoCode } language { isoCode } } }');
    expect(result.data.localization).toEqual({country: {isoCode: 'BE'}, language: {isoCode: 'EN'}});
  });
});
