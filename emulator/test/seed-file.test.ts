// EMULATOR_SEED: another shop's catalogue from a JSON file, checked with every fault's path named.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parseSeedFile, SeedFileError} from '../src/db/seed-file.js';
import {createHarness} from './harness.js';

const EXAMPLE = join(import.meta.dirname, '..', 'seed-example.json');
const EXAMPLE_CSV = join(import.meta.dirname, '..', 'seed-example-products.csv');
const example = () => JSON.parse(readFileSync(EXAMPLE, 'utf8'));

function faultsOf(text: string, file: string): string[] {
  try {
    parseSeedFile(text, file);
  } catch (error) {
    if (error instanceof SeedFileError) return error.message.split('\n').slice(1).map((line) => line.trim());
    throw error;
  }
  return [];
}
const faults = Object.assign((seed: unknown) => faultsOf(JSON.stringify(seed), 'shop.json'), {
  csv: (text: string) => faultsOf(text, 'products_export.csv'),
});

describe('a seed file', () => {
  process.env.EMULATOR_SEED = 'emulator/seed-example.json';
  const h = createHarness();
  delete process.env.EMULATOR_SEED;
  afterAll(() => h.close());

  it('replaces the shop, its products and collections', async () => {
    const {data} = await h.gql(`query @inContext(language: FR) {
      shop { name description }
      products(first: 10, sortKey: TITLE) { nodes { handle title vendor productType } }
      collections(first: 10) { nodes { handle title products(first: 10) { nodes { handle } } } }
      localization { availableCountries { isoCode } }
    }`);
    expect(data.shop).toEqual({name: 'Atelier Lumen', description: 'Bougies coulées à la main à Liège.'});
    expect(data.products.nodes).toEqual([
      {handle: 'forest-candle', title: 'Bougie Forêt', vendor: 'Atelier Lumen', productType: 'Bougie'},
      {handle: 'sea-salt-candle', title: 'Bougie Sel marin', vendor: 'Maison Sel', productType: 'Bougie'},
      {handle: 'evening-gift-box', title: 'Coffret Soirée', vendor: 'Atelier Lumen', productType: 'Coffret'},
    ]);
    expect(data.collections.nodes.map((c: any) => [c.handle, c.products.nodes.length])).toEqual([['candles', 2], ['all', 3]]);
    expect(data.localization.availableCountries.map((c: {isoCode: string}) => c.isoCode).sort()).toEqual(['BE', 'FR', 'LU', 'NL']);
  });

  it('keeps options, prices, stock, images, components and plans', async () => {
    const {data} = await h.gql(`{
      forest: product(handle: "forest-candle") {
        featuredImage { url altText }
        options { name optionValues { name } }
        variants(first: 5) { nodes { sku price { amount } compareAtPrice { amount } availableForSale
          sellingPlanAllocations(first: 1) { nodes { priceAdjustments { price { amount } } } } } }
        sellingPlanGroups(first: 1) { nodes { sellingPlans(first: 1) { nodes {
          billingPolicy { ... on SellingPlanRecurringBillingPolicy { interval intervalCount } }
          priceAdjustments { adjustmentValue { ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage } } } } } } }
      }
      box: product(handle: "evening-gift-box") { variants(first: 1) { nodes { requiresComponents
        components(first: 5) { nodes { quantity productVariant { sku availableForSale } } } } } }
      byVendor: products(first: 10, query: "vendor:\\"Maison Sel\\" OR tag:gift") { nodes { handle } }
    }`);
    expect(data.forest.featuredImage).toEqual({url: 'https://cdn.example.com/forest-candle.jpg', altText: 'A green candle in a glass jar'});
    expect(data.forest.options).toEqual([{name: 'Size', optionValues: [{name: 'Small'}, {name: 'Large'}]}]);
    expect(data.forest.variants.nodes.map((v: any) => [v.sku, v.price.amount, v.compareAtPrice?.amount ?? null])).toEqual([
      ['AL-FOR-S', '14.0', null],
      ['AL-FOR-L', '24.0', '28.0'],
    ]);
    // 10 % off each delivery.
    expect(data.forest.variants.nodes[1].sellingPlanAllocations.nodes[0].priceAdjustments[0].price.amount).toBe('21.6');
    expect(data.forest.sellingPlanGroups.nodes[0].sellingPlans.nodes[0]).toEqual({
      billingPolicy: {interval: 'MONTH', intervalCount: 2},
      priceAdjustments: [{adjustmentValue: {adjustmentPercentage: 10}}],
    });
    expect(data.box.variants.nodes[0]).toEqual({
      requiresComponents: true,
      components: {nodes: [
        {quantity: 1, productVariant: {sku: 'AL-FOR-S', availableForSale: true}},
        {quantity: 2, productVariant: {sku: 'MS-SEA', availableForSale: false}},
      ]},
    });
    expect(data.byVendor.nodes.map((n: {handle: string}) => n.handle)).toEqual(['sea-salt-candle', 'evening-gift-box']);
  });
});

describe('a bad seed file', () => {
  it('is refused with the path of every bad field', () => {
    const seed = example();
    seed.shop.currencyCode = 'euro';
    seed.products[0].variants[1].price = '24.999';
    seed.products[1].tags = 'candle';
    seed.products[2].variants[0].pricee = '36.00';
    expect(faults(seed)).toEqual([
      'shop.currencyCode: expected an ISO 4217 code such as "EUR"',
      'products[0].variants[1].price: expected a price such as "12.50" or 12.5',
      'products[1].tags: Invalid input: expected array, received string',
      'products[2].variants[0]: Unrecognized key: "pricee"',
    ]);
  });

  it('names references to products, SKUs and option values that do not exist', () => {
    const seed = example();
    seed.products[0].variants[0].options = ['Medium'];
    seed.products[2].variants[0].components[1].sku = 'NOPE';
    seed.products[1].handle = 'forest-candle';
    seed.collections[0].products.push('missing-candle');
    expect(faults(seed)).toEqual([
      'products[1].handle: "forest-candle" is used twice',
      'products[0].variants[0].options[0]: "Medium" is not a value of option "Size" ("Small", "Large")',
      'products[2].variants[0].components[1].sku: no variant has the SKU "NOPE"',
      // Renamed, sea-salt-candle is gone from the collection that lists it.
      'collections[0].products[1]: no product has the handle "sea-salt-candle"',
      'collections[0].products[2]: no product has the handle "missing-candle"',
    ]);
  });

  it('is refused when it is not JSON, and the example file is valid', () => {
    expect(() => parseSeedFile('{', 'shop.json')).toThrow(/^Invalid seed file shop.json:\n {2}not JSON/);
    expect(faults(example())).toEqual([]);
  });
});

describe('Shopify’s product export CSV', () => {
  const csv = () => readFileSync(EXAMPLE_CSV, 'utf8');

  it('reads products, variants, options and images, leaving drafts out', () => {
    const seed = parseSeedFile(csv(), 'products_export.csv', new Date('2026-01-01T00:00:00Z'));
    expect(seed.shop.name.en).toBe('My Store');
    expect(seed.collections.map((collection) => collection.productHandles)).toEqual(['all']);
    expect(seed.products.map((product) => product.handle)).toEqual(['linen-tea-towel', 'gift-card-voucher']);
    const [towel, voucher] = seed.products;
    expect(towel.descriptionHtml.en).toBe('<p>Washed linen, 50 × 70 cm.</p>\n<p>Made in Kortrijk, Belgium.</p>');
    expect(towel.tags).toEqual(['kitchen', 'linen']);
    expect(towel.options.map((option) => [option.name.en, option.values.map((value) => value.en)])).toEqual([['Colour', ['Sand', 'Sage']]]);
    expect(towel.variants.map((variant) => [variant.sku, variant.values, variant.priceCents, variant.compareAtCents, variant.inventory])).toEqual([
      ['AL-TT-SAND', [0], 1200, undefined, 18],
      ['AL-TT-SAGE', [1], 1200, 1500, 0],
    ]);
    expect(towel.images.map((image) => [image.file, image.alt.en])).toEqual([
      ['https://cdn.example.com/tea-towel-sand.jpg', 'A sand-coloured tea towel'],
      ['https://cdn.example.com/tea-towel-sage.jpg', 'Linen Tea Towel'],
      ['https://cdn.example.com/tea-towel-folded.jpg', 'Folded, on a shelf'],
    ]);
    // "Default Title" is the export's way of saying the product has no options.
    expect(voucher.options[0].values[0].en).toBe('Default Title');
    expect(voucher.variants[0].requiresShipping).toBe(false);
  });

  it('names the CSV row of a bad field', () => {
    const broken = csv().replace('AL-TT-SAGE,120,shopify,0,deny,manual,12.00', 'AL-TT-SAGE,120,shopify,0,deny,manual,twelve');
    expect(faults.csv(broken)).toEqual(['products[0].variants[1].price: expected a price such as "12.50" or 12.5 (CSV row 3)']);
  });

  it('adds a JSON file’s productsCsv to its products', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-csv-'));
    try {
      writeFileSync(join(dir, 'products.csv'), csv());
      const seed = example();
      seed.productsCsv = 'products.csv';
      seed.collections[0].products.push('linen-tea-towel');
      const parsed = parseSeedFile(JSON.stringify(seed), join(dir, 'shop.json'));
      expect(parsed.products.map((product) => product.handle)).toEqual([
        'forest-candle', 'sea-salt-candle', 'evening-gift-box', 'linen-tea-towel', 'gift-card-voucher',
      ]);
      expect(parsed.collections[0].productHandles).toEqual(['forest-candle', 'sea-salt-candle', 'linen-tea-towel']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
