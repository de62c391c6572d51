// Requests as a storefront sends them (a JSON POST to the versioned endpoint with the public token and
// Hydrogen's SDK headers): search syntax in products, collections and search, bundles' components and
// the reissue's pre-order plan. The expected handles follow from the facts in seed/products.ts.
import {afterAll, describe, expect, it} from 'vitest';
import {BASE_URL, createHarness, PUBLIC_TOKEN} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

async function send<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await h.emulator.fetch(
    new Request(`${BASE_URL}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN,
        'X-SDK-Variant': 'hydrogen-react',
        'X-SDK-Variant-Source': 'react',
        'X-SDK-Version': '2026-04',
      },
      body: JSON.stringify({query, variables}),
    }),
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as {data: T; errors?: unknown[]};
  expect(body.errors).toBeUndefined();
  return body.data;
}

const PRODUCTS = `query ProductSearch($query: String) {
  products(first: 50, query: $query, sortKey: TITLE) { nodes { handle } }
}`;
const products = async (query: string): Promise<string[]> =>
  (await send(PRODUCTS, {query})).products.nodes.map((node: {handle: string}) => node.handle).sort();

const ALL = [
  'across-the-scheldt', 'ardennes-road', 'brambles-in-bloom', 'bundle-complete-discography', 'bundle-play-along',
  'live-in-ghent', 'tidewater', 'tunebook-accordion-tablatures', 'tunebook-bourrees-and-scottishes',
  'tunebook-dances-from-the-borderlands', 'tunebook-ghent-sessions', 'winter-hearth',
];
const TUNEBOOKS = ALL.filter((handle) => handle.startsWith('tunebook-'));
const BUNDLES = ['bundle-complete-discography', 'bundle-play-along'];

describe('products(query:) in Shopify’s search syntax', () => {
  it('negates with NOT, a leading minus and tag_not', async () => {
    expect(await products('')).toEqual(ALL);
    expect(await products('NOT tag:combined')).toEqual(ALL);
    expect(await products('-tag:combined')).toEqual(ALL);
    // The bundles are tagged cd too; only the tunebooks are not.
    expect(await products('tag_not:cd')).toEqual(TUNEBOOKS);
    expect(await products('NOT tag:cd')).toEqual(TUNEBOOKS);
  });

  it('compares variant prices', async () => {
    // Every CD costs under €20 and every tunebook has a PDF under €20; the bundles cost €32 and €65.
    expect(await products('variants.price:<20')).toEqual(ALL.filter((handle) => !BUNDLES.includes(handle)));
    expect(await products('variants.price:>=20')).toEqual([
      ...BUNDLES,
      'tunebook-bourrees-and-scottishes',
      'tunebook-dances-from-the-borderlands',
      'tunebook-ghent-sessions',
    ]);
    expect(await products('variants.price:12')).toEqual(['across-the-scheldt', 'tunebook-dances-from-the-borderlands']);
  });

  it('compares creation and update dates', async () => {
    expect(await products('created_at:<2000')).toEqual([]);
    expect(await products('created_at:>2024-01-01')).toEqual([
      'bundle-complete-discography', 'bundle-play-along', 'tidewater', 'tunebook-accordion-tablatures',
    ]);
    expect(await products("created_at:>='2025-09-01T09:00:00Z' created_at:<2025-09-20")).toEqual(['tidewater']);
    expect(await products('updated_at:2021')).toEqual(['live-in-ghent']);
    expect(await products('created_at:<now')).toEqual(ALL);
  });

  it('ORs, groups and combines fields', async () => {
    expect(await products('vendor:"Ronce & Rivière" OR vendor:Nobody')).toEqual(ALL);
    expect(await products('vendor:Nobody OR tag:sale')).toEqual(['across-the-scheldt']);
    expect(await products('(tag:session OR tag:accordion) AND product_type:Tunebook')).toEqual([
      'tunebook-accordion-tablatures', 'tunebook-ghent-sessions',
    ]);
    expect(await products('product_type:CD -tag:dance')).toEqual(['across-the-scheldt', 'tidewater', 'winter-hearth']);
    expect(await products('available_for_sale:false')).toEqual(['winter-hearth']);
    expect(await products('product_type:Bundle,CD')).toEqual([...ALL.filter((h) => !h.startsWith('tunebook-'))].sort());
  });

  it('matches titles by prefix and free text by phrase', async () => {
    expect(await products('title:tide*')).toEqual(['tidewater']);
    expect(await products('title:Road')).toEqual(['ardennes-road']);
    expect(await products('"live in ghent"')).toEqual(['live-in-ghent']);
    expect(await products('tag:new*')).toEqual(['tidewater']);
  });

  it('answers an unbalanced query rather than failing', async () => {
    expect(await products('(tag:sale OR tag:winter')).toEqual(['across-the-scheldt', 'winter-hearth']);
    expect(await products('tag:sale) AND')).toEqual(['across-the-scheldt']);
  });
});

describe('collections(query:) and search(query:)', () => {
  const collections = async (query: string): Promise<string[]> =>
    (await send('query Collections($query: String) { collections(first: 10, query: $query) { nodes { handle } } }', {query}))
      .collections.nodes.map((node: {handle: string}) => node.handle);

  it('filters collections by title and update date', async () => {
    expect(await collections('title:Tunebooks')).toEqual(['tunebooks']);
    expect(await collections('updated_at:>2025-01-01')).toEqual(['all', 'cds', 'bundles']);
    expect(await collections('NOT title:CDs')).toEqual(['all', 'tunebooks', 'bundles']);
    expect(await collections('title:Bund* OR title:CDs')).toEqual(['cds', 'bundles']);
  });

  it('reads the syntax in search', async () => {
    const search = async (query: string) =>
      (
        await send(`query Search($query: String!) {
          search(query: $query, first: 20, types: [PRODUCT]) { nodes { ... on Product { handle } } }
        }`, {query})
      ).search.nodes.map((node: {handle: string}) => node.handle).sort();
    expect(await search('tag:dance -product_type:CD')).toEqual([
      'tunebook-bourrees-and-scottishes', 'tunebook-dances-from-the-borderlands',
    ]);
    expect(await search('tidewater OR scheldt')).toEqual(['across-the-scheldt', 'tidewater']);
  });
});

describe('bundles and selling plans', () => {
  const VARIANT_PARTS = `query Bundle($handle: String!) {
    product(handle: $handle) {
      requiresSellingPlan
      variants(first: 1) { nodes { sku requiresComponents
        components(first: 10) { nodes { quantity productVariant { sku product { handle } } } } } }
    }
  }`;

  it('lists what each bundle holds', async () => {
    const playAlong = (await send(VARIANT_PARTS, {handle: 'bundle-play-along'})).product.variants.nodes[0];
    expect(playAlong.requiresComponents).toBe(true);
    expect(playAlong.components.nodes).toEqual([
      {quantity: 1, productVariant: {sku: 'RR-TB-01-P-EN-STF', product: {handle: 'tunebook-dances-from-the-borderlands'}}},
      {quantity: 1, productVariant: {sku: 'RR-CD-04', product: {handle: 'ardennes-road'}}},
    ]);
    const discography = (await send(VARIANT_PARTS, {handle: 'bundle-complete-discography'})).product.variants.nodes[0];
    expect(discography.components.nodes.map((node: any) => node.productVariant.product.handle)).toEqual([
      'brambles-in-bloom', 'across-the-scheldt', 'ardennes-road', 'live-in-ghent', 'tidewater',
    ]);
    const album = (await send(VARIANT_PARTS, {handle: 'ardennes-road'})).product.variants.nodes[0];
    expect(album).toMatchObject({requiresComponents: false, components: {nodes: []}});
  });

  const PLANS = `query SellingPlans($handle: String!) @inContext(language: FR) {
    product(handle: $handle) {
      requiresSellingPlan
      sellingPlanGroups(first: 5) { nodes { name appName options { name values }
        sellingPlans(first: 5) { nodes { id name description recurringDeliveries options { name value }
          billingPolicy { __typename } deliveryPolicy { __typename } priceAdjustments { orderCount }
          checkoutCharge { type value { ... on SellingPlanCheckoutChargePercentageValue { percentage } } } } } } }
      variants(first: 1) { nodes { price { amount }
        sellingPlanAllocations(first: 5) { nodes {
          sellingPlan { id }
          checkoutChargeAmount { amount currencyCode }
          remainingBalanceChargeAmount { amount }
          priceAdjustments { price { amount } compareAtPrice { amount } perDeliveryPrice { amount } unitPrice { amount } } } } } }
    }
  }`;

  it('offers the reissue of Winter Hearth on pre-order with a deposit', async () => {
    const {product} = await send(PLANS, {handle: 'winter-hearth'});
    expect(product.requiresSellingPlan).toBe(false);
    const [group] = product.sellingPlanGroups.nodes;
    expect(group).toMatchObject({
      name: 'Précommande de la réédition',
      options: [{name: 'Livraison', values: ['À la sortie de la réédition']}],
    });
    const [plan] = group.sellingPlans.nodes;
    expect(plan).toMatchObject({
      name: 'Précommande avec un acompte de 50 %',
      recurringDeliveries: false,
      options: [{name: 'Livraison', value: 'À la sortie de la réédition'}],
      billingPolicy: null,
      deliveryPolicy: null,
      priceAdjustments: [],
      checkoutCharge: {type: 'PERCENTAGE', value: {percentage: 50}},
    });
    expect(plan.id).toMatch(/^gid:\/\/shopify\/SellingPlan\/\d+$/);
    const [variant] = product.variants.nodes;
    const [allocation] = variant.sellingPlanAllocations.nodes;
    expect(allocation.sellingPlan.id).toBe(plan.id);
    // Half the album's price at checkout, the other half when it ships.
    expect(Number(allocation.checkoutChargeAmount.amount) * 2).toBe(Number(variant.price.amount));
    expect(allocation.remainingBalanceChargeAmount.amount).toBe(allocation.checkoutChargeAmount.amount);
    expect(allocation.priceAdjustments).toEqual([
      {price: variant.price, compareAtPrice: variant.price, perDeliveryPrice: variant.price, unitPrice: null},
    ]);
  });

  it('offers no plan on the other products', async () => {
    const {product} = await send(PLANS, {handle: 'tidewater'});
    expect(product.sellingPlanGroups.nodes).toEqual([]);
    expect(product.variants.nodes[0].sellingPlanAllocations.nodes).toEqual([]);
  });
});
