import {describe, expect, it, vi} from 'vitest';
import {collectionSitemapSource, productSitemapSource} from '~/lib/sitemap/shop-sitemap.server';
import {renderSitemap} from '~/lib/sitemap/sitemap';

type Page = {nodes: {handle: string; updatedAt: string}[]; pageInfo: {hasNextPage: boolean; endCursor: string | null}};

/** A storefront that serves `pages` one after the other, keyed by the cursor it was asked for. */
function fakeStorefront(root: 'products' | 'collections', pages: Page[]) {
  const query = vi.fn(async (_query: string, options: {variables: {first: number; after: string | null}}) => {
    const index = options.variables.after === null ? 0 : Number(options.variables.after.replace('cursor-', ''));
    return {[root]: pages[index]};
  });
  return {storefront: {query, CacheLong: () => ({mode: 'long'})}} as unknown as Parameters<typeof productSitemapSource>[0] & {
    storefront: {query: typeof query};
  };
}

const page = (handles: string[], next: number | null): Page => ({
  nodes: handles.map((handle) => ({handle, updatedAt: '2026-01-02T03:04:05Z'})),
  pageInfo: {hasNextPage: next !== null, endCursor: next === null ? null : `cursor-${next}`},
});

describe('shop sitemap sources', () => {
  it('walks every page of 250 products by cursor', async () => {
    const context = fakeStorefront('products', [page(['a', 'b'], 1), page(['c'], 2), page(['d'], null)]);
    const entries = await productSitemapSource(context);
    expect(entries.map((entry) => entry.params.handle)).toEqual(['a', 'b', 'c', 'd']);
    expect(entries[0]).toEqual({screen: 'product', params: {handle: 'a'}, lastModified: '2026-01-02T03:04:05Z'});
    const calls = context.storefront.query.mock.calls.map(([, options]) => options.variables);
    expect(calls).toEqual([
      {first: 250, after: null},
      {first: 250, after: 'cursor-1'},
      {first: 250, after: 'cursor-2'},
    ]);
  });

  it('lists collections as collection screens', async () => {
    const entries = await collectionSitemapSource(fakeStorefront('collections', [page(['all', 'cds'], null)]));
    expect(entries.map((entry) => [entry.screen, entry.params.handle])).toEqual([
      ['collection', 'all'],
      ['collection', 'cds'],
    ]);
  });

  it('stops on a cursor that never ends', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = fakeStorefront('products', [page(['loop'], 0)]);
    const entries = await productSitemapSource(context);
    expect(entries.length).toBe(40);
  });

  it('renders a product in the three languages with hreflang alternates', async () => {
    const entries = await productSitemapSource(fakeStorefront('products', [page(['brambles-in-bloom'], null)]));
    const xml = renderSitemap(entries, 'https://duo.example');
    expect(xml).toContain('<loc>https://duo.example/nl/shop/producten/brambles-in-bloom</loc>');
    expect(xml).toContain('<loc>https://duo.example/fr/shop/produits/brambles-in-bloom</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://duo.example/shop/products/brambles-in-bloom"');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});
