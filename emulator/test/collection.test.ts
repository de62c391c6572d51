import {afterAll, describe, expect, it} from 'vitest';
import {COLLECTION_PAGE_QUERY} from '../bench/skeleton-queries.js';
import {createHarness} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

const handlesOf = (result: {data: any}) =>
  result.data.collection.products.nodes.map((node: {handle: string}) => node.handle);

describe('collection', () => {
  it('finds the four shop categories by handle in every language, and by id', async () => {
    const query = `query ($language: LanguageCode) @inContext(language: $language) {
      all: collection(handle: "all") { id title }
      cds: collection(handle: "cds") { title description image { id url altText } }
      tunebooks: collection(handle: "tunebooks") { title }
      bundles: collection(handle: "bundles") { title descriptionHtml }
      missing: collection(handle: "vinyl") { id }
    }`;
    const nl = (await h.gql(query, {language: 'NL'})).data;
    expect(nl.all.title).toBe('Alle producten');
    expect(nl.tunebooks.title).toBe('Muziekboeken');
    expect(nl.bundles.title).toBe('Bundels');
    expect(nl.missing).toBeNull();
    expect(nl.cds.image.id).toMatch(/^gid:\/\/shopify\/CollectionImage\//);
    const byId = await h.gql('query ($id: ID!) { collection(id: $id) { handle } }', {id: nl.all.id});
    expect(byId.data.collection.handle).toBe('all');
  });

  it('lists products in manual order by default and sorts by every key', async () => {
    const query = `query ($sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
      collection(handle: "cds") { products(first: 10, sortKey: $sortKey, reverse: $reverse) { nodes { handle } } }
    }`;
    expect(handlesOf(await h.gql(query))).toEqual([
      'tidewater', 'live-in-ghent', 'ardennes-road', 'winter-hearth', 'across-the-scheldt', 'brambles-in-bloom',
    ]);
    expect(handlesOf(await h.gql(query, {sortKey: 'PRICE'}))[0]).toBe('across-the-scheldt');
    expect(handlesOf(await h.gql(query, {sortKey: 'PRICE', reverse: true}))[0]).toBe('tidewater');
    expect(handlesOf(await h.gql(query, {sortKey: 'TITLE'}))[0]).toBe('across-the-scheldt');
    expect(handlesOf(await h.gql(query, {sortKey: 'BEST_SELLING'}))[0]).toBe('ardennes-road');
    expect(handlesOf(await h.gql(query, {sortKey: 'CREATED', reverse: true}))[0]).toBe('tidewater');
    expect(handlesOf(await h.gql(query, {sortKey: 'ID'}))[0]).toBe('brambles-in-bloom');
    for (const sortKey of ['MANUAL', 'RELEVANCE', 'COLLECTION_DEFAULT']) {
      expect(handlesOf(await h.gql(query, {sortKey}))).toHaveLength(6);
    }
  });

  it('filters by availability, price, product type, tag and variant option', async () => {
    const query = `query ($filters: [ProductFilter!]) @inContext(language: FR) {
      collection(handle: "all") { products(first: 50, filters: $filters) { nodes { handle } } }
    }`;
    const available = handlesOf(await h.gql(query, {filters: [{available: true}]}));
    expect(available).toHaveLength(11);
    expect(available).not.toContain('winter-hearth');
    expect(handlesOf(await h.gql(query, {filters: [{price: {min: 30, max: 100}}]}))).toEqual([
      'bundle-complete-discography',
      'bundle-play-along',
    ]);
    expect(handlesOf(await h.gql(query, {filters: [{productType: 'Coffret'}]}))).toHaveLength(2);
    expect(handlesOf(await h.gql(query, {filters: [{productType: 'Tunebook'}, {productType: 'Bundle'}]}))).toHaveLength(6);
    expect(handlesOf(await h.gql(query, {filters: [{tag: 'sale'}]}))).toEqual(['across-the-scheldt']);
    expect(
      handlesOf(await h.gql(query, {filters: [{variantOption: {name: 'Notation', value: 'Tablature'}}, {available: true}, {price: {min: 0, max: 12}}]})),
    ).toEqual(['tunebook-dances-from-the-borderlands', 'tunebook-accordion-tablatures']);
  });

  it('returns Shopify-shaped facets with counts and input JSON', async () => {
    const result = await h.gql(COLLECTION_PAGE_QUERY, {handle: 'all', first: 24, language: 'NL', filters: [{productType: 'cd'}]});
    const [availability, price, productType] = result.data.collection.products.filters;
    expect(availability).toEqual({
      id: 'filter.v.availability',
      label: 'Beschikbaarheid',
      type: 'LIST',
      values: [
        {id: 'filter.v.availability.1', label: 'Op voorraad', count: 5, input: '{"available":true}'},
        {id: 'filter.v.availability.0', label: 'Niet op voorraad', count: 1, input: '{"available":false}'},
      ],
    });
    expect(price).toEqual({
      id: 'filter.v.price',
      label: 'Prijs',
      type: 'PRICE_RANGE',
      values: [{id: 'filter.v.price', label: 'Prijs', count: 0, input: '{"price":{"min":0,"max":18.0}}'}],
    });
    expect(productType.id).toBe('filter.p.product_type');
    expect(productType.values).toContainEqual({
      id: 'filter.p.product_type.Muziekboek',
      label: 'Muziekboek',
      count: 4,
      input: '{"productType":"Muziekboek"}',
    });
    expect(JSON.parse(productType.values[0].input)).toHaveProperty('productType');
  });

  it('pages forwards and backwards with cursors and refuses more than 250', async () => {
    const first = await h.gql(COLLECTION_PAGE_QUERY, {handle: 'all', first: 5});
    const page1 = first.data.collection.products;
    expect(page1.nodes).toHaveLength(5);
    expect(page1.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const page2 = (await h.gql(COLLECTION_PAGE_QUERY, {handle: 'all', first: 5, endCursor: page1.pageInfo.endCursor})).data.collection.products;
    const page3 = (await h.gql(COLLECTION_PAGE_QUERY, {handle: 'all', first: 5, endCursor: page2.pageInfo.endCursor})).data.collection.products;
    expect(page3.nodes).toHaveLength(2);
    expect(page3.pageInfo.hasNextPage).toBe(false);
    const back = (await h.gql(COLLECTION_PAGE_QUERY, {handle: 'all', last: 5, startCursor: page2.pageInfo.startCursor})).data.collection.products;
    expect(back.nodes).toEqual(page1.nodes);
    expect(back.pageInfo.hasPreviousPage).toBe(false);
    const all = (await h.gql(COLLECTION_PAGE_QUERY, {handle: 'all', first: 250})).data.collection.products;
    expect(all.nodes).toHaveLength(12);
    const tooMany = await h.gql(COLLECTION_PAGE_QUERY, {handle: 'all', first: 251});
    expect(tooMany.errors?.[0].extensions?.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
    expect(tooMany.data.collection).toBeNull();
  });
});

describe('collections', () => {
  it('lists the collections with pagination and a title query', async () => {
    const result = await h.gql('{ collections(first: 2) { nodes { handle } pageInfo { hasNextPage } } tb: collections(first: 10, query: "title:Tunebooks") { nodes { handle } } }');
    expect(result.data.collections).toEqual({nodes: [{handle: 'all'}, {handle: 'cds'}], pageInfo: {hasNextPage: true}});
    expect(result.data.tb.nodes).toEqual([{handle: 'tunebooks'}]);
  });
});
