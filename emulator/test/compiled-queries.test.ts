import {execute, parse} from 'graphql';
import {makeExecutableSchema} from '@graphql-tools/schema';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {COLLECTION_PAGE_QUERY, PRODUCT_PAGE_QUERY} from '../bench/skeleton-queries.js';
import {executeQuery} from '../src/storefront/compiled-queries.js';
import {emulatorFieldResolver} from '../src/storefront/field-resolver.js';
import type {EmulatorContext} from '../src/storefront/graphql-context.js';
import {getSchema} from '../src/storefront/schema.js';
import {BASE_URL, createHarness} from './harness.js';

// graphql-js's execute, watched: a page answered by the compiled plan never reaches it.
vi.mock('graphql', async (importOriginal) => {
  const graphql = await importOriginal<typeof import('graphql')>();
  return {...graphql, execute: vi.fn(graphql.execute)};
});

const h = createHarness();
afterAll(() => h.close());

function context(language: string): EmulatorContext {
  return {
    db: h.emulator.db,
    baseUrl: BASE_URL,
    now: () => new Date('2026-01-15T12:00:00Z'),
    i18n: {country: 'BE', language},
    request: new Request(BASE_URL),
  };
}

describe('compiled queries', () => {
  const pages = [
    {
      name: 'a product page with a selection',
      query: PRODUCT_PAGE_QUERY,
      variables: {
        handle: 'tunebook-dances-from-the-borderlands',
        selectedOptions: [{name: 'Version', value: 'PDF'}, {name: 'Language', value: 'French'}],
        country: 'BE',
        language: 'EN',
      },
    },
    {
      name: 'a filtered, sorted collection page',
      query: COLLECTION_PAGE_QUERY,
      variables: {handle: 'all', first: 24, filters: [{available: true}], sortKey: 'PRICE', reverse: true, language: 'FR'},
    },
  ];

  it.each(pages)('answer $name as graphql-js does', ({query, variables}) => {
    const schema = getSchema();
    const document = parse(query);
    vi.mocked(execute).mockClear();
    const compiled = executeQuery({schema, document, variables, operationName: null, contextValue: context(variables.language)});
    expect(execute, 'answered by graphql-js instead of the compiled plan').not.toHaveBeenCalled();
    const interpreted = execute({
      schema,
      document,
      variableValues: variables,
      contextValue: context(variables.language),
      fieldResolver: emulatorFieldResolver,
    });
    expect(compiled).toEqual(interpreted);
    expect(JSON.stringify(compiled)).toContain('"handle"');
  });

  it('leave an answer with errors to graphql-js, so a missing field is named as the emulator names it', () => {
    const schema = makeExecutableSchema({
      typeDefs: 'type Query { thing: Thing } type Thing { name: String! }',
      resolvers: {Query: {thing: () => ({})}},
    });
    vi.mocked(execute).mockClear();
    const result = executeQuery({schema, document: parse('{ thing { name } }'), variables: {}, operationName: null, contextValue: {}});
    expect(execute).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({
      data: {thing: null},
      errors: [{message: "Field 'Thing.name' is not implemented by the emulator", path: ['thing', 'name']}],
    });
  });
});
