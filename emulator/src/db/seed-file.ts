// Another shop's catalogue without touching code: EMULATOR_SEED names a JSON file (its format is in
// emulator/README.md, an example in emulator/seed-example.json), read when the database is first created.
// The file is checked whole before anything is written; every fault names the path of the field at fault.
import {readFileSync} from 'node:fs';
import {dirname, isAbsolute, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {z} from 'zod';
import {productsFromCsv} from './product-csv.js';
import {defaultCatalogueSeed} from '../../seed/catalogue.js';
import type {
  CatalogueSeed,
  CollectionSeed,
  ImageSeed,
  MetafieldSeed,
  ProductSeed,
  SellingPlanGroupSeed,
  Translated,
  VariantSeed,
} from '../../seed/types.js';

export class SeedFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid seed file ${file}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'SeedFileError';
  }
}

// A text is one string for every language, or one per language with English required; a language
// left out reads as English, as the emulator's other text does.
const Text = z.union([z.string(), z.strictObject({en: z.string(), fr: z.string().optional(), nl: z.string().optional()})], {
  error: 'expected a string or {"en": "…", "fr": "…", "nl": "…"} with at least "en"',
});
type TextInput = z.infer<typeof Text>;

const Handle = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a handle is lower-case letters, digits and single hyphens');

const PRICE_ERROR = 'expected a price such as "12.50" or 12.5';
const Price = z.union([z.number().nonnegative(PRICE_ERROR), z.string().regex(/^\d+(?:\.\d{1,2})?$/, PRICE_ERROR)], {
  error: PRICE_ERROR,
});

const Instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'expected a date such as "2024-05-20T09:00:00Z"');

const Image = z.strictObject({
  url: z.url({protocol: /^https?$/}).optional(),
  file: z.string().regex(/^[\w.-]+$/, 'a file name in emulator/seed/images').optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: Text.optional(),
}).refine((image) => (image.url === undefined) !== (image.file === undefined), 'give either "url" or "file"');

const Interval = z.strictObject({
  interval: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
  intervalCount: z.number().int().positive(),
});

const PriceAdjustment = z.union(
  [
    z.strictObject({orderCount: z.number().int().positive().optional(), percentage: z.number().min(0).max(100)}),
    z.strictObject({orderCount: z.number().int().positive().optional(), fixedAmount: Price}),
    z.strictObject({orderCount: z.number().int().positive().optional(), fixedPrice: Price}),
  ],
  {error: 'expected {"percentage": n}, {"fixedAmount": price} or {"fixedPrice": price}, with an optional "orderCount"'},
);

const SellingPlan = z.strictObject({
  name: Text,
  description: Text.optional(),
  options: z.array(Text),
  recurringDeliveries: z.boolean().default(false),
  billingPolicy: Interval.optional(),
  deliveryPolicy: Interval.optional(),
  checkoutCharge: z
    .union([z.strictObject({percentage: z.number().min(0).max(100)}), z.strictObject({amount: Price})], {
      error: 'expected {"percentage": n} or {"amount": price}',
    })
    .default({percentage: 100}),
  priceAdjustments: z.array(PriceAdjustment).max(2).default([]),
});

const SellingPlanGroup = z.strictObject({
  name: Text,
  appName: z.string().optional(),
  options: z.array(z.strictObject({name: Text, values: z.array(Text).min(1)})).min(1),
  plans: z.array(SellingPlan).min(1),
});

const Variant = z.strictObject({
  options: z.array(z.string()).optional(),
  sku: z.string().min(1),
  price: Price,
  compareAtPrice: Price.optional(),
  inventory: z.number().int().default(0),
  requiresShipping: z.boolean().default(true),
  weightGrams: z.number().nonnegative().default(0),
  components: z.array(z.strictObject({sku: z.string().min(1), quantity: z.number().int().positive()})).optional(),
});

const Metafield = z.strictObject({
  namespace: z.string().min(1),
  key: z.string().min(1),
  type: z.string().min(1),
  value: z.union([Text, z.array(Handle)], {error: 'expected a text, or product handles for list.product_reference'}),
});

const Product = z.strictObject({
  handle: Handle,
  title: Text,
  descriptionHtml: Text.default(''),
  productType: Text.default(''),
  vendor: z.string().optional(),
  tags: z.array(z.string()).default([]),
  createdAt: Instant,
  publishedAt: Instant.optional(),
  images: z.array(Image).default([]),
  options: z.array(z.strictObject({name: Text, values: z.array(Text).min(1)})).max(3).optional(),
  variants: z.array(Variant).min(1),
  metafields: z.array(Metafield).default([]),
  sellingPlanGroups: z.array(SellingPlanGroup).default([]),
  requiresSellingPlan: z.boolean().default(false),
});

const Collection = z.strictObject({
  handle: Handle,
  title: Text,
  descriptionHtml: Text.default(''),
  image: Image.optional(),
  products: z.union([z.literal('all'), z.array(Handle)], {error: 'expected "all" or a list of product handles'}),
  updatedAt: Instant.optional(),
});

const Policy = z.strictObject({
  handle: z.enum(['privacy-policy', 'refund-policy', 'terms-of-service']),
  title: Text,
  body: Text,
});

const SeedFile = z.strictObject({
  shop: z.strictObject({
    name: Text,
    description: Text.default(''),
    currencyCode: z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as "EUR"'),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166 code such as "BE"'),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166 code such as "BE"')).optional(),
    languages: z.array(z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 639 code such as "EN"')).min(1).default(['EN']),
  }),
  products: z.array(Product).default([]),
  /** Shopify's product export, relative to the seed file; its products follow `products`. */
  productsCsv: z.string().min(1).optional(),
  collections: z.array(Collection).default([]),
  policies: z.array(Policy).default([]),
});

type SeedFileInput = z.infer<typeof SeedFile>;
type ProductInput = z.infer<typeof Product>;

const DEFAULT_OPTION = {name: 'Title', values: ['Default Title']};

/** Faults zod cannot see field by field: references between products, variants and collections. */
function crossReferences(seed: SeedFileInput): {path: (string | number)[]; message: string}[] {
  const problems: {path: (string | number)[]; message: string}[] = [];
  const handles = new Set<string>();
  const skus = new Set<string>();
  seed.products.forEach((product, index) => {
    if (handles.has(product.handle)) problems.push({path: ['products', index, 'handle'], message: `"${product.handle}" is used twice`});
    handles.add(product.handle);
    product.variants.forEach((variant, variantIndex) => {
      if (skus.has(variant.sku)) {
        problems.push({path: ['products', index, 'variants', variantIndex, 'sku'], message: `"${variant.sku}" is used twice`});
      }
      skus.add(variant.sku);
    });
  });
  seed.products.forEach((product, index) => {
    const options = product.options ?? [DEFAULT_OPTION];
    if (!product.options && product.variants.length > 1) {
      problems.push({path: ['products', index, 'options'], message: 'a product with several variants needs options'});
    }
    product.variants.forEach((variant, variantIndex) => {
      const path = ['products', index, 'variants', variantIndex];
      const values = variant.options ?? (product.options ? [] : ['Default Title']);
      if (values.length !== options.length) {
        problems.push({path: [...path, 'options'], message: `expected ${options.length} option value(s), one per option of the product`});
      }
      values.forEach((value, optionIndex) => {
        const option = options[optionIndex];
        const names = option?.values.map((candidate) => english(candidate)) ?? [];
        if (option && !names.includes(value)) {
          problems.push({
            path: [...path, 'options', optionIndex],
            message: `"${value}" is not a value of option "${english(option.name)}" (${names.map((name) => `"${name}"`).join(', ')})`,
          });
        }
      });
      variant.components?.forEach((component, componentIndex) => {
        if (!skus.has(component.sku)) {
          problems.push({path: [...path, 'components', componentIndex, 'sku'], message: `no variant has the SKU "${component.sku}"`});
        }
      });
    });
    product.metafields.forEach((metafield, metafieldIndex) => {
      if (!Array.isArray(metafield.value)) return;
      metafield.value.forEach((handle, handleIndex) => {
        if (!handles.has(handle)) {
          problems.push({path: ['products', index, 'metafields', metafieldIndex, 'value', handleIndex], message: `no product has the handle "${handle}"`});
        }
      });
    });
    product.sellingPlanGroups.forEach((group, groupIndex) => {
      group.plans.forEach((plan, planIndex) => {
        if (plan.options.length !== group.options.length) {
          problems.push({
            path: ['products', index, 'sellingPlanGroups', groupIndex, 'plans', planIndex, 'options'],
            message: `expected ${group.options.length} option value(s), one per option of the group`,
          });
        }
      });
    });
  });
  seed.collections.forEach((collection, index) => {
    if (collection.products === 'all') return;
    collection.products.forEach((handle, handleIndex) => {
      if (!handles.has(handle)) {
        problems.push({path: ['collections', index, 'products', handleIndex], message: `no product has the handle "${handle}"`});
      }
    });
  });
  return problems;
}

function english(text: TextInput): string {
  return typeof text === 'string' ? text : text.en;
}

function translated(text: TextInput): Translated {
  if (typeof text === 'string') return {en: text, fr: text, nl: text};
  return {en: text.en, fr: text.fr ?? text.en, nl: text.nl ?? text.en};
}

function cents(price: string | number): number {
  return Math.round(Number(price) * 100);
}

function instant(value: string): string {
  return new Date(value).toISOString().replace('.000Z', 'Z');
}

function image(input: z.infer<typeof Image>, fallbackAlt: TextInput): ImageSeed {
  return {file: input.url ?? input.file!, width: input.width, height: input.height, alt: translated(input.alt ?? fallbackAlt)};
}

function variant(product: ProductInput, input: z.infer<typeof Variant>): VariantSeed {
  const options = product.options ?? [DEFAULT_OPTION];
  const values = input.options ?? ['Default Title'];
  return {
    values: values.map((value, index) => options[index].values.findIndex((candidate) => english(candidate) === value)),
    sku: input.sku,
    priceCents: cents(input.price),
    compareAtCents: input.compareAtPrice === undefined ? undefined : cents(input.compareAtPrice),
    inventory: input.inventory,
    requiresShipping: input.requiresShipping,
    weightGrams: input.weightGrams,
    components: input.components,
  };
}

function metafield(input: z.infer<typeof Metafield>): MetafieldSeed {
  const {namespace, key, type, value} = input;
  if (Array.isArray(value)) return {namespace, key, type: 'list.product_reference', productHandles: value};
  if (typeof value === 'string') return {namespace, key, type, value};
  return {namespace, key, type, translated: translated(value)};
}

function sellingPlanGroup(input: z.infer<typeof SellingPlanGroup>): SellingPlanGroupSeed {
  return {
    name: translated(input.name),
    appName: input.appName,
    options: input.options.map((option) => ({name: translated(option.name), values: option.values.map(translated)})),
    plans: input.plans.map((plan) => ({
      name: translated(plan.name),
      description: plan.description === undefined ? undefined : translated(plan.description),
      options: plan.options.map(translated),
      recurringDeliveries: plan.recurringDeliveries,
      billingPolicy: plan.billingPolicy,
      deliveryPolicy: plan.deliveryPolicy,
      checkoutCharge:
        'percentage' in plan.checkoutCharge
          ? {percentage: plan.checkoutCharge.percentage}
          : {amountCents: cents(plan.checkoutCharge.amount)},
      priceAdjustments: plan.priceAdjustments.map((adjustment) => {
        const orderCount = adjustment.orderCount === undefined ? {} : {orderCount: adjustment.orderCount};
        if ('percentage' in adjustment) return {...orderCount, percentage: adjustment.percentage};
        if ('fixedAmount' in adjustment) return {...orderCount, fixedAmountCents: cents(adjustment.fixedAmount)};
        return {...orderCount, fixedPriceCents: cents(adjustment.fixedPrice)};
      }),
    })),
  };
}

function product(input: ProductInput, index: number): ProductSeed {
  const createdAt = instant(input.createdAt);
  return {
    handle: input.handle,
    title: translated(input.title),
    descriptionHtml: translated(input.descriptionHtml),
    productType: translated(input.productType),
    vendor: input.vendor,
    tags: input.tags,
    bestSellingRank: index + 1,
    createdAt,
    publishedAt: input.publishedAt ? instant(input.publishedAt) : createdAt,
    images: input.images.map((entry) => image(entry, input.title)),
    options: (input.options ?? [DEFAULT_OPTION]).map((option) => ({
      name: translated(option.name),
      values: option.values.map(translated),
    })),
    variants: input.variants.map((entry) => variant(input, entry)),
    metafields: input.metafields.map(metafield),
    sellingPlanGroups: input.sellingPlanGroups.map(sellingPlanGroup),
    requiresSellingPlan: input.requiresSellingPlan,
  };
}

function collection(input: z.infer<typeof Collection>, now: string): CollectionSeed {
  return {
    handle: input.handle,
    title: translated(input.title),
    descriptionHtml: translated(input.descriptionHtml),
    image: input.image ? image(input.image, input.title) : undefined,
    productHandles: input.products,
    updatedAt: input.updatedAt ? instant(input.updatedAt) : now,
  };
}

function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

function readText(path: string, file: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new SeedFileError(file, [`${path} cannot be read: ${(error as Error).message}`]);
  }
}

/** A fault in a product that came from a CSV also names its row there (the header is row 1). */
function located(path: readonly PropertyKey[], message: string, csvLines: Map<string, number>): string {
  const text = pathText(path);
  const product = /^products\[\d+\](?:\.variants\[\d+\])?/.exec(text)?.[0];
  const line = product && (csvLines.get(product) ?? csvLines.get(product.replace(/\.variants.*/, '')));
  return `${text || '(the file)'}: ${message}${line ? ` (CSV row ${line})` : ''}`;
}

/**
 * The seed a file holds, checked; `SeedFileError` lists every fault with its path. A `.csv` file is
 * Shopify's product export alone: its products in a shop named after nothing in particular, "My Store",
 * in euros in Belgium, with one collection `all`.
 */
export function parseSeedFile(text: string, file: string, now = new Date()): CatalogueSeed {
  const createdAt = instant(now.toISOString());
  let json: unknown;
  let csvLines = new Map<string, number>();
  if (file.toLowerCase().endsWith('.csv')) {
    const csv = productsFromCsv(text, createdAt);
    csvLines = csv.lines;
    json = {
      shop: {name: 'My Store', currencyCode: 'EUR', countryCode: 'BE'},
      products: csv.products,
      collections: [{handle: 'all', title: 'All products', products: 'all'}],
    };
  } else {
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new SeedFileError(file, [`not JSON: ${(error as Error).message}`]);
    }
    const csvFile = (json as {productsCsv?: unknown} | null)?.productsCsv;
    if (typeof csvFile === 'string' && csvFile) {
      const csvPath = isAbsolute(csvFile) ? csvFile : join(dirname(file), csvFile);
      const csv = productsFromCsv(readText(csvPath, file), createdAt);
      const given = (json as {products?: unknown}).products;
      const offset = Array.isArray(given) ? given.length : 0;
      for (const [path, line] of csv.lines) {
        csvLines.set(path.replace(/^products\[(\d+)\]/, (_, index: string) => `products[${Number(index) + offset}]`), line);
      }
      json = {...(json as object), products: [...(Array.isArray(given) ? given : []), ...csv.products]};
    }
  }
  const parsed = SeedFile.safeParse(json);
  if (!parsed.success) {
    throw new SeedFileError(file, parsed.error.issues.map((issue) => located(issue.path, issue.message, csvLines)));
  }
  const problems = crossReferences(parsed.data);
  if (problems.length) throw new SeedFileError(file, problems.map((problem) => located(problem.path, problem.message, csvLines)));
  const seed = parsed.data;
  const today = createdAt;
  return {
    shop: {
      name: translated(seed.shop.name),
      description: translated(seed.shop.description),
      currencyCode: seed.shop.currencyCode,
      countryCode: seed.shop.countryCode,
      primaryLanguage: seed.shop.languages[0],
    },
    countryCodes: [seed.shop.countryCode, ...(seed.shop.countries ?? []).filter((code) => code !== seed.shop.countryCode)],
    languageCodes: seed.shop.languages,
    products: seed.products.map(product),
    collections: seed.collections.map((entry) => collection(entry, today)),
    policies: seed.policies.map((policy) => ({handle: policy.handle, title: translated(policy.title), body: translated(policy.body)})),
  };
}

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** This shop's seed, or the file EMULATOR_SEED names (relative to the repository, as EMULATOR_DB is). */
export function catalogueSeed(): CatalogueSeed {
  const file = process.env.EMULATOR_SEED;
  if (!file) return defaultCatalogueSeed;
  const path = isAbsolute(file) ? file : join(REPO_ROOT, file);
  return parseSeedFile(readText(path, path), path);
}
