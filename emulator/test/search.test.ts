import {afterAll, describe, expect, it} from 'vitest';
import {createHarness} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

describe('search', () => {
  const query = `query ($term: String!, $filters: [ProductFilter!], $sortKey: SearchSortKeys, $reverse: Boolean, $first: Int, $unavailable: SearchUnavailableProductsType, $language: LanguageCode)
    @inContext(language: $language) {
    search(query: $term, first: $first, types: [PRODUCT], productFilters: $filters, sortKey: $sortKey, reverse: $reverse, unavailableProducts: $unavailable, prefix: LAST) {
      totalCount
      nodes { ... on Product { handle } }
      productFilters { id values { label count } }
      pageInfo { hasNextPage }
    }
  }`;
  const handles = (result: {data: any}) => result.data.search.nodes.map((node: {handle: string}) => node.handle);

  it('finds products by words in the request’s language, best match first', async () => {
    const en = await h.gql(query, {term: 'ghent', first: 10});
    expect(handles(en)[0]).toBe('live-in-ghent');
    expect(en.data.search.totalCount).toBe(handles(en).length);
    const fr = await h.gql(query, {term: 'gand', first: 10, language: 'FR'});
    expect(handles(fr)).toContain('live-in-ghent');
    expect((await h.gql(query, {term: 'gand', first: 10})).data.search.totalCount).toBe(0);
  });

  it('filters, sorts by price and places unavailable products', async () => {
    const cds = await h.gql(query, {term: 'album', first: 10, filters: [{available: true}], sortKey: 'PRICE'});
    expect(handles(cds)[0]).toBe('across-the-scheldt');
    expect(handles(cds)).not.toContain('winter-hearth');
    const last = await h.gql(query, {term: 'album', first: 10, unavailable: 'LAST'});
    expect(handles(last).at(-1)).toBe('winter-hearth');
    const hidden = await h.gql(query, {term: 'album', first: 10, unavailable: 'HIDE'});
    expect(handles(hidden)).not.toContain('winter-hearth');
    expect(cds.data.search.productFilters.map((f: {id: string}) => f.id)).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.product_type',
    ]);
  });

  it('pages and caps at 250', async () => {
    const page = await h.gql(query, {term: 'tunebook', first: 2});
    expect(handles(page)).toHaveLength(2);
    expect(page.data.search.pageInfo.hasNextPage).toBe(true);
    expect(page.data.search.totalCount).toBeGreaterThan(2);
    const tooMany = await h.gql(query, {term: 'tunebook', first: 300});
    expect(tooMany.errors?.[0].extensions?.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
  });

  it('finds articles and pages by words of their title or text, only of the types asked for', async () => {
    const nodes = '{ totalCount nodes { __typename ... on Article { handle } ... on Page { handle } } }';
    const articles = await h.gql(`{ search(query: "ghent", first: 5, types: [ARTICLE]) ${nodes} }`);
    expect(articles.data.search).toEqual({totalCount: 1, nodes: [{__typename: 'Article', handle: 'spring-tour'}]});
    const pages = await h.gql(`query @inContext(language: NL) { search(query: "werkdagen", first: 5, types: [PAGE]) ${nodes} }`);
    expect(pages.data.search).toEqual({totalCount: 1, nodes: [{__typename: 'Page', handle: 'contact'}]});
    const none = await h.gql(`{ search(query: "ghent", first: 5, types: [PAGE]) ${nodes} }`);
    expect(none.data.search).toEqual({totalCount: 0, nodes: []});
  });
});

describe('predictiveSearch', () => {
  it('returns up to `limit` products by prefix and empty lists for the rest', async () => {
    const result = await h.gql(`{
      predictiveSearch(query: "tune", limit: 3, limitScope: EACH) {
        products { handle } collections { handle } pages { id } articles { id } queries { text }
      }
    }`);
    expect(result.data.predictiveSearch.products).toHaveLength(3);
    expect(result.data.predictiveSearch.products[0].handle).toMatch(/^tunebook-/);
    expect(result.data.predictiveSearch).toMatchObject({
      collections: [{handle: 'tunebooks'}],
      pages: [],
      articles: [],
      queries: [{text: 'tunebooks'}],
    });
    const six = await h.gql('{ predictiveSearch(query: "a", limit: 6) { products { handle } } }');
    expect(six.data.predictiveSearch.products.length).toBeLessThanOrEqual(6);
  });
});

describe('products', () => {
  it('understands title:, product_type:, tag: and free text', async () => {
    const query = 'query ($q: String) { products(first: 50, query: $q, sortKey: TITLE) { nodes { handle } } }';
    const run = async (q: string) => (await h.gql(query, {q})).data.products.nodes.map((n: {handle: string}) => n.handle);
    expect(await run('')).toHaveLength(12);
    expect(await run('product_type:Tunebook')).toHaveLength(4);
    expect(await run('tag:sale')).toEqual(['across-the-scheldt']);
    expect(await run('title:Road')).toEqual(['ardennes-road']);
    expect(await run('product_type:CD -tag:dance')).toEqual(['across-the-scheldt', 'tidewater', 'winter-hearth']);
    expect(await run('borderlands')).toContain('tunebook-dances-from-the-borderlands');
  });
});

describe('productRecommendations', () => {
  it('recommends related products and the complementary matching_colors list', async () => {
    const result = await h.gql(`{
      related: productRecommendations(productHandle: "ardennes-road") { handle productType }
      complementary: productRecommendations(productHandle: "ardennes-road", intent: COMPLEMENTARY) { handle }
      missing: productRecommendations(productHandle: "nope") { handle }
    }`);
    expect(result.data.related.length).toBeGreaterThan(0);
    expect(result.data.related.map((p: {handle: string}) => p.handle)).not.toContain('ardennes-road');
    expect(result.data.related[0].productType).toBe('CD');
    expect(result.data.complementary).toEqual([{handle: 'brambles-in-bloom'}, {handle: 'tunebook-ghent-sessions'}]);
    expect(result.data.missing).toBeNull();
  });
});
