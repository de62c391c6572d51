import {afterAll, describe, expect, it} from 'vitest';
import {PRODUCT_PAGE_QUERY} from '../bench/skeleton-queries.js';
import {createHarness} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

const TUNEBOOK = 'tunebook-dances-from-the-borderlands';

describe('product', () => {
  it('finds a product by handle and by id, and answers null for unknown ones', async () => {
    const byHandle = await h.gql('{ product(handle: "ardennes-road") { id title } }');
    const id = byHandle.data.product.id;
    expect(id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    const byId = await h.gql('query ($id: ID!) { product(id: $id) { handle } }', {id});
    expect(byId.data.product.handle).toBe('ardennes-road');
    const missing = await h.gql('{ product(handle: "no-such-album") { id } other: product(id: "gid://shopify/Collection/1") { id } }');
    expect(missing).toEqual({data: {product: null, other: null}});
  });

  it('shows the sale, the sold-out album and the new release as the seed promises', async () => {
    const result = await h.gql(`{
      sale: product(handle: "across-the-scheldt") { availableForSale priceRange { minVariantPrice { amount currencyCode } } compareAtPriceRange { maxVariantPrice { amount } } variants(first: 1) { nodes { price { amount } compareAtPrice { amount } } } }
      soldOut: product(handle: "winter-hearth") { availableForSale totalInventory variants(first: 1) { nodes { availableForSale quantityAvailable currentlyNotInStock } } }
      release: product(handle: "tidewater") { publishedAt releaseDate: metafield(namespace: "custom", key: "release_date") { type value } }
    }`);
    const {sale, soldOut, release} = result.data;
    expect(sale.availableForSale).toBe(true);
    expect(sale.priceRange.minVariantPrice).toEqual({amount: '12.0', currencyCode: 'EUR'});
    expect(sale.compareAtPriceRange.maxVariantPrice.amount).toBe('18.0');
    expect(sale.variants.nodes[0]).toEqual({price: {amount: '12.0'}, compareAtPrice: {amount: '18.0'}});
    expect(soldOut).toEqual({
      availableForSale: false,
      totalInventory: 0,
      variants: {nodes: [{availableForSale: false, quantityAvailable: 0, currentlyNotInStock: false}]},
    });
    expect(release.releaseDate).toEqual({type: 'date', value: '2025-11-07'});
    expect(new Date(release.publishedAt) < new Date('2025-11-07')).toBe(true);
  });

  it('serves every field a product page reads, with constant answers where the shop has no data', async () => {
    const result = await h.gql(`{
      product(handle: "tidewater") {
        handle vendor productType tags isGiftCard requiresSellingPlan onlineStoreUrl trackingParameters
        createdAt updatedAt totalInventory
        seo { title description }
        featuredImage { id url altText width height }
        images(first: 250) { nodes { id } pageInfo { hasNextPage } }
        media(first: 250) { nodes { id alt mediaContentType previewImage { url } ... on MediaImage { image { width } } } }
        sellingPlanGroups(first: 250) { nodes { name } }
        options { id name optionValues { id name swatch { color } } }
        details: metafield(namespace: "custom", key: "details") { value type }
        metafields(identifiers: [{namespace: "custom", key: "shipping"}, {namespace: "custom", key: "nope"}]) { key value }
      }
    }`);
    expect(result.errors).toBeUndefined();
    const product = result.data.product;
    expect(product).toMatchObject({
      handle: 'tidewater',
      vendor: 'Ronce & Rivière',
      productType: 'CD',
      isGiftCard: false,
      requiresSellingPlan: false,
      onlineStoreUrl: null,
      trackingParameters: null,
      totalInventory: 150,
      sellingPlanGroups: {nodes: []},
      options: [{name: 'Title', optionValues: [{name: 'Default Title', swatch: null}]}],
    });
    expect(product.tags).toContain('new-release');
    expect(product.featuredImage.url).toBe('http://emulator.test/images/tidewater.jpg');
    expect(product.featuredImage).toMatchObject({width: 800, height: 800});
    expect(product.media.nodes[0]).toMatchObject({mediaContentType: 'IMAGE', image: {width: 800}});
    expect(product.media.nodes[0].id).toMatch(/^gid:\/\/shopify\/MediaImage\//);
    expect(product.details.value).toMatch(/^12 tracks, released 2025\./);
    expect(product.metafields[0].value).toMatch(/Ghent/);
    expect(product.metafields[1]).toBeNull();
  });

  it('leaves the live album without details and shipping texts, for the page to say so', async () => {
    const result = await h.gql(`{
      product(handle: "live-in-ghent") {
        details: metafield(namespace: "custom", key: "details") { value }
        shipping: metafield(namespace: "custom", key: "shipping") { value }
      }
    }`);
    expect(result).toEqual({data: {product: {details: null, shipping: null}}});
  });

  it('resolves the matching_colors product references (at most 10)', async () => {
    const result = await h.gql(`{
      product(handle: "across-the-scheldt") {
        metafield(namespace: "custom", key: "matching_colors") {
          type reference { __typename }
          references(first: 10) { nodes { ... on Product { handle title } } }
        }
      }
    }`);
    const metafield = result.data.product.metafield;
    expect(metafield.type).toBe('list.product_reference');
    expect(metafield.reference).toBeNull();
    expect(metafield.references.nodes.map((node: {handle: string}) => node.handle)).toEqual([
      'ardennes-road',
      'tidewater',
      'tunebook-bourrees-and-scottishes',
    ]);
  });

  it('pages through variants forwards and backwards', async () => {
    const query = `query ($first: Int, $after: String, $last: Int, $before: String) {
      product(handle: "${TUNEBOOK}") {
        variants(first: $first, after: $after, last: $last, before: $before) {
          nodes { sku }
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        }
      }
    }`;
    const first = (await h.gql(query, {first: 4})).data.product.variants;
    expect(first.nodes).toHaveLength(4);
    expect(first.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const second = (await h.gql(query, {first: 4, after: first.pageInfo.endCursor})).data.product.variants;
    expect(second.nodes[0].sku).not.toBe(first.nodes[3].sku);
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const back = (await h.gql(query, {last: 4, before: second.pageInfo.startCursor})).data.product.variants;
    expect(back.nodes).toEqual(first.nodes);
    const all = (await h.gql(query, {first: 250})).data.product.variants;
    expect(all.nodes).toHaveLength(10);
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses more than 250 items and a connection without first or last', async () => {
    const tooMany = await h.gql(`{ product(handle: "${TUNEBOOK}") { variants(first: 251) { nodes { id } } } }`);
    expect(tooMany.errors?.[0].message).toMatch(/250/);
    expect(tooMany.data.product).toBeNull();
    const none = await h.gql(`{ product(handle: "${TUNEBOOK}") { variants { nodes { id } } } }`);
    expect(none.errors?.[0].message).toBe('you must provide one of first or last');
  });
});

describe('variant selection', () => {
  const query = `query ($selected: [SelectedOptionInput!]!, $ignore: Boolean, $ci: Boolean) @inContext(language: FR) {
    product(handle: "${TUNEBOOK}") {
      exact: variantBySelectedOptions(selectedOptions: $selected, ignoreUnknownOptions: $ignore, caseInsensitiveMatch: $ci) { sku }
      picked: selectedOrFirstAvailableVariant(selectedOptions: $selected, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { sku availableForSale }
      adjacent: adjacentVariants(selectedOptions: $selected) { sku }
    }
  }`;

  it('matches names and values in the request’s language', async () => {
    const result = await h.gql(query, {
      selected: [
        {name: 'Version', value: 'PDF'},
        {name: 'Langue', value: 'Néerlandais'},
        {name: 'Notation', value: 'Portée'},
      ],
    });
    expect(result.data.product.exact).toEqual({sku: 'RR-TB-01-D-NL-STF'});
    expect(result.data.product.adjacent.map((v: {sku: string}) => v.sku)).toEqual([
      'RR-TB-01-P-NL-STF',
      'RR-TB-01-D-EN-STF',
      'RR-TB-01-D-FR-STF',
    ]);
  });

  it('honours caseInsensitiveMatch and ignoreUnknownOptions', async () => {
    const selected = [
      {name: 'version', value: 'imprimé'},
      {name: 'langue', value: 'anglais'},
      {name: 'notation', value: 'portée'},
    ];
    expect((await h.gql(query, {selected})).data.product.exact).toBeNull();
    expect((await h.gql(query, {selected, ci: true})).data.product.exact).toEqual({sku: 'RR-TB-01-P-EN-STF'});
    const withUnknown = [...selected, {name: 'Colour', value: 'Red'}];
    expect((await h.gql(query, {selected: withUnknown, ci: true})).data.product.exact).toBeNull();
    expect((await h.gql(query, {selected: withUnknown, ci: true, ignore: true})).data.product.exact).toEqual({
      sku: 'RR-TB-01-P-EN-STF',
    });
  });

  it('returns the selected variant even when sold out, else the first available one', async () => {
    const soldOut = await h.gql(query, {
      selected: [
        {name: 'Version', value: 'Imprimé'},
        {name: 'Langue', value: 'Français'},
        {name: 'Notation', value: 'Tablature'},
      ],
    });
    expect(soldOut.data.product.picked).toEqual({sku: 'RR-TB-01-P-FR-TAB', availableForSale: false});
    const missingCombination = await h.gql(query, {
      selected: [
        {name: 'Version', value: 'PDF'},
        {name: 'Langue', value: 'Néerlandais'},
        {name: 'Notation', value: 'Tablature'},
      ],
    });
    expect(missingCombination.data.product.exact).toBeNull();
    expect(missingCombination.data.product.picked.availableForSale).toBe(true);
    const nothing = await h.gql(query, {selected: []});
    expect(nothing.data.product.picked).toEqual({sku: 'RR-TB-01-P-EN-STF', availableForSale: true});
  });

  it('gives each option value its first selectable variant', async () => {
    const result = await h.gql(`{
      product(handle: "tunebook-accordion-tablatures") {
        options { name optionValues { name firstSelectableVariant { sku } } }
      }
    }`);
    const notation = result.data.product.options[2];
    expect(notation.optionValues).toEqual([
      {name: 'Staff', firstSelectableVariant: {sku: 'RR-TB-04-D-EN-STF'}},
      {name: 'Tablature', firstSelectableVariant: {sku: 'RR-TB-04-P-EN-TAB'}},
    ]);
  });

  it('answers the skeleton’s product page query without errors', async () => {
    const result = await h.gql(PRODUCT_PAGE_QUERY, {handle: TUNEBOOK, selectedOptions: [], language: 'NL', country: 'BE'});
    expect(result.errors).toBeUndefined();
    expect(result.data.product.options.map((o: {name: string}) => o.name)).toEqual(['Versie', 'Taal', 'Notatie']);
    expect(result.data.product.selectedOrFirstAvailableVariant.title).toBe('Gedrukt / Engels / Notenbalk');
  });
});
