// Product lists as collections and search return them: ProductFilter inputs, sort keys and the
// Filter facets (availability, price, product type) with Shopify's ids and `input` JSON strings.
import {
  optionNames,
  optionValueNames,
  productText,
  variantAvailable,
  type ProductRecord,
  type VariantRecord,
} from './catalogue-store.js';
import {localeOf, type CatalogueScope, type Locale} from './catalogue-scope.js';
import {formatDecimal} from './decimal.js';
import {productModel, type ProductModel} from './product-model.js';
import {fold} from './plain-text.js';

export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: unknown;
  variantMetafield?: unknown;
  category?: unknown;
  taxonomyMetafield?: unknown;
}

type VariantTest = (variant: VariantRecord, model: ProductModel) => boolean;
type ProductTest = (product: ProductRecord) => boolean;

interface FilterGroup {
  key: string;
  level: 'product' | 'variant';
  productTests: ProductTest[];
  variantTests: VariantTest[];
}

const LABELS: Record<Locale, Record<'availability' | 'inStock' | 'outOfStock' | 'price' | 'productType', string>> = {
  en: {availability: 'Availability', inStock: 'In stock', outOfStock: 'Out of stock', price: 'Price', productType: 'Product type'},
  fr: {availability: 'Disponibilité', inStock: 'En stock', outOfStock: 'En rupture de stock', price: 'Prix', productType: 'Type de produit'},
  nl: {availability: 'Beschikbaarheid', inStock: 'Op voorraad', outOfStock: 'Niet op voorraad', price: 'Prijs', productType: 'Producttype'},
};


function allProductTypes(ctx: CatalogueScope, productId: number): string[] {
  return (['en', 'fr', 'nl'] as const).map((locale) => productText(ctx.db, productId, locale).productType);
}

/** Splits filter inputs into groups: values of one group are ORed, groups are ANDed, as on Shopify. */
function groupFilters(ctx: CatalogueScope, filters: readonly ProductFilterInput[]): FilterGroup[] {
  const groups = new Map<string, FilterGroup>();
  const group = (key: string, level: FilterGroup['level']): FilterGroup => {
    let found = groups.get(key);
    if (!found) {
      found = {key, level, productTests: [], variantTests: []};
      groups.set(key, found);
    }
    return found;
  };
  const addVariantTest = (key: string, test: VariantTest) => group(key, 'variant').variantTests.push(test);
  const addProductTest = (key: string, test: ProductTest) => group(key, 'product').productTests.push(test);
  for (const filter of filters) {
    if (filter.available != null) {
      const wanted = filter.available;
      addVariantTest('available', (variant) => variantAvailable(variant) === wanted);
    }
    if (filter.price) {
      const min = filter.price.min ?? 0;
      const max = filter.price.max ?? Number.POSITIVE_INFINITY;
      addVariantTest('price', (variant) => variant.priceCents >= Math.round(min * 100) && variant.priceCents <= Math.round(max * 100));
    }
    if (filter.variantOption) {
      const name = fold(filter.variantOption.name);
      const value = fold(filter.variantOption.value);
      addVariantTest(`option:${name}`, (variant, model) =>
        model.options.some(
          (option) =>
            optionNames(ctx.db, option.id).some((candidate) => fold(candidate) === name) &&
            option.values.some(
              (optionValue) =>
                variant.optionValueIds.includes(optionValue.id) &&
                optionValueNames(ctx.db, optionValue.id).some((candidate) => fold(candidate) === value),
            ),
        ),
      );
    }
    if (filter.productType != null) {
      const wanted = fold(filter.productType);
      addProductTest('productType', (product) => allProductTypes(ctx, product.id).some((type) => fold(type) === wanted));
    }
    if (filter.productVendor != null) {
      const wanted = fold(filter.productVendor);
      addProductTest('vendor', (product) => fold(product.vendor) === wanted);
    }
    if (filter.tag != null) {
      const wanted = fold(filter.tag);
      addProductTest('tag', (product) => product.tags.some((tag) => fold(tag) === wanted));
    }
    // No seeded data carries these, so a filter on them matches nothing, as it would on such a shop.
    for (const unsupported of ['productMetafield', 'variantMetafield', 'category', 'taxonomyMetafield'] as const) {
      if (filter[unsupported] != null) addProductTest(unsupported, () => false);
    }
  }
  return [...groups.values()];
}

function matchesGroups(ctx: CatalogueScope, product: ProductRecord, groups: FilterGroup[]): boolean {
  for (const group of groups) {
    if (group.level === 'product' && !group.productTests.some((test) => test(product))) return false;
  }
  const variantGroups = groups.filter((group) => group.level === 'variant');
  if (!variantGroups.length) return true;
  const model = productModel(ctx, product.id);
  if (!model) return false;
  return model.variants.some((variant) =>
    variantGroups.every((group) => group.variantTests.some((test) => test(variant, model))),
  );
}

export function applyFilters(
  ctx: CatalogueScope,
  products: readonly ProductRecord[],
  filters: readonly ProductFilterInput[] | null | undefined,
): ProductRecord[] {
  if (!filters?.length) return [...products];
  const groups = groupFilters(ctx, filters);
  return products.filter((product) => matchesGroups(ctx, product, groups));
}

function minPrice(ctx: CatalogueScope, product: ProductRecord): number {
  const variants = productModel(ctx, product.id)?.variants ?? [];
  return variants.length ? Math.min(...variants.map((variant) => variant.priceCents)) : 0;
}

export interface SortContext {
  /** Product ids in manual (collection) order. */
  manualOrder?: readonly number[];
  /** Search relevance by product id; higher first. */
  relevance?: ReadonlyMap<number, number>;
}

export function sortProducts(
  ctx: CatalogueScope,
  products: readonly ProductRecord[],
  sortKey: string,
  reverse: boolean,
  sortContext: SortContext = {},
): ProductRecord[] {
  const locale = localeOf(ctx);
  const manualIndex = new Map(sortContext.manualOrder?.map((id, index) => [id, index]));
  const byManual = (a: ProductRecord, b: ProductRecord) =>
    (manualIndex.get(a.id) ?? a.id) - (manualIndex.get(b.id) ?? b.id);
  const compare: Record<string, (a: ProductRecord, b: ProductRecord) => number> = {
    COLLECTION_DEFAULT: byManual,
    MANUAL: byManual,
    BEST_SELLING: (a, b) => a.bestSellingRank - b.bestSellingRank,
    CREATED: (a, b) => a.createdAt.localeCompare(b.createdAt),
    CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
    UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
    ID: (a, b) => a.id - b.id,
    PRICE: (a, b) => minPrice(ctx, a) - minPrice(ctx, b),
    TITLE: (a, b) =>
      productText(ctx.db, a.id, locale).title.localeCompare(productText(ctx.db, b.id, locale).title, locale),
    PRODUCT_TYPE: (a, b) =>
      productText(ctx.db, a.id, locale).productType.localeCompare(productText(ctx.db, b.id, locale).productType, locale),
    VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
    RELEVANCE: (a, b) =>
      (sortContext.relevance?.get(b.id) ?? 0) - (sortContext.relevance?.get(a.id) ?? 0) || byManual(a, b),
  };
  const comparator = compare[sortKey] ?? compare.ID;
  const sorted = [...products].sort((a, b) => comparator(a, b) || a.id - b.id);
  return reverse ? sorted.reverse() : sorted;
}

export interface FilterObject {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: null;
  values: {id: string; label: string; count: number; input: string; swatch: null; image: null}[];
}

/** Facets over `base`; each facet's counts apply every other selected filter, as faceted search does. */
export function productFacets(
  ctx: CatalogueScope,
  base: readonly ProductRecord[],
  filters: readonly ProductFilterInput[] | null | undefined,
): FilterObject[] {
  const labels = LABELS[localeOf(ctx)];
  const groups = groupFilters(ctx, filters ?? []);
  const without = (key: string) => {
    const others = groups.filter((group) => group.key !== key);
    return base.filter((product) => matchesGroups(ctx, product, others));
  };
  const countWhere = (products: ProductRecord[], input: ProductFilterInput) =>
    applyFilters(ctx, products, [input]).length;

  const forAvailability = without('available');
  const availability: FilterObject = {
    id: 'filter.v.availability',
    label: labels.availability,
    type: 'LIST',
    presentation: null,
    values: [
      {id: 'filter.v.availability.1', label: labels.inStock, count: countWhere(forAvailability, {available: true}), input: '{"available":true}', swatch: null, image: null},
      {id: 'filter.v.availability.0', label: labels.outOfStock, count: countWhere(forAvailability, {available: false}), input: '{"available":false}', swatch: null, image: null},
    ],
  };

  const priced = without('price');
  const maxCents = Math.max(
    0,
    ...priced.flatMap((product) => productModel(ctx, product.id)?.variants.map((variant) => variant.priceCents) ?? []),
  );
  const price: FilterObject = {
    id: 'filter.v.price',
    label: labels.price,
    type: 'PRICE_RANGE',
    presentation: null,
    values: [
      {
        id: 'filter.v.price',
        label: labels.price,
        count: 0,
        input: `{"price":{"min":0,"max":${formatDecimal(maxCents)}}}`,
        swatch: null,
        image: null,
      },
    ],
  };

  const forTypes = without('productType');
  const locale = localeOf(ctx);
  const typeCounts = new Map<string, number>();
  for (const product of forTypes) {
    const type = productText(ctx.db, product.id, locale).productType;
    typeCounts.set(type, (typeCounts.get(type) ?? 0) + 1);
  }
  const productType: FilterObject = {
    id: 'filter.p.product_type',
    label: labels.productType,
    type: 'LIST',
    presentation: null,
    values: [...typeCounts.entries()]
      .sort(([a], [b]) => a.localeCompare(b, locale))
      .map(([type, count]) => ({
        id: `filter.p.product_type.${type}`,
        label: type,
        count,
        input: JSON.stringify({productType: type}),
        swatch: null,
        image: null,
      })),
  };

  return [availability, price, productType];
}
