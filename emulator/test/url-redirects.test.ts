import {afterAll, describe, expect, it} from 'vitest';
import {createHarness} from './harness.js';

const harness = createHarness();
afterAll(() => harness.close());

// The query Hydrogen's storefrontRedirect sends for a path the app does not serve.
const REDIRECT_QUERY = `query Redirect($query: String) {
  urlRedirects(first: 1, query: $query) { edges { node { id path target } } }
}`;

describe('urlRedirects', () => {
  it('sends a Shopify theme product address to the storefront product page', async () => {
    const {data, errors} = await harness.gql(REDIRECT_QUERY, {query: 'path:/products/brambles-in-bloom'});
    expect(errors).toBeUndefined();
    expect(data.urlRedirects.edges).toEqual([
      {
        node: {
          id: expect.stringMatching(/^gid:\/\/shopify\/UrlRedirect\/\d+$/),
          path: '/products/brambles-in-bloom',
          target: '/shop/products/brambles-in-bloom',
        },
      },
    ]);
  });

  it('covers collections, and matches the path case-insensitively', async () => {
    const {data} = await harness.gql(REDIRECT_QUERY, {query: 'path:/Collections/CDS'});
    expect(data.urlRedirects.edges[0].node.target).toBe('/shop/collections/cds');
  });

  it('answers an unknown path with no redirect', async () => {
    const {data, errors} = await harness.gql(REDIRECT_QUERY, {query: 'path:/no-such-page'});
    expect(errors).toBeUndefined();
    expect(data.urlRedirects.edges).toEqual([]);
  });

  it('pages through every redirect', async () => {
    const {data} = await harness.gql(`{ urlRedirects(first: 250) { nodes { path } pageInfo { hasNextPage } } }`);
    const paths = data.urlRedirects.nodes.map((node: {path: string}) => node.path);
    expect(paths).toContain('/products/tunebook-dances-from-the-borderlands');
    expect(paths).toContain('/collections/all');
    expect(data.urlRedirects.pageInfo.hasNextPage).toBe(false);
  });
});

describe('urlRedirects of another storefront', () => {
  it('are none when the database is created with EMULATOR_SEED_REDIRECTS=false', async () => {
    process.env.EMULATOR_SEED_REDIRECTS = 'false';
    const other = createHarness();
    delete process.env.EMULATOR_SEED_REDIRECTS;
    try {
      const {data} = await other.gql(REDIRECT_QUERY, {query: 'path:/products/brambles-in-bloom'});
      expect(data.urlRedirects.edges).toEqual([]);
    } finally {
      other.close();
    }
  });
});
