// Product search in the request's language: the plain words of predictiveSearch, and Shopify's search syntax
// in the `query:` of products and search (fields title:, product_type:, tag:, tag_not:, vendor:, handle:,
// available_for_sale:, created_at:, updated_at:, variants.price:, with free text between them).
import {allProducts, productText, variantAvailable, type ProductRecord} from './catalogue-store.js';
import {localeOf, type CatalogueScope} from './catalogue-scope.js';
import {productModel} from './product-model.js';
import {evaluateSearch, parseSearchQuery, positiveTerms, withoutTerms, type SearchNode, type SearchTerm} from './search-syntax.js';
import {comparesDate, comparesNumber, containsText, matchesValue, matchesWords, words} from './search-values.js';

export function searchTerms(query: string): string[] {
  return words(query);
}

interface SearchableFields {
  title: string[];
  productType: string[];
  tags: string[];
  vendor: string[];
  description: string[];
}

const WEIGHTS: Record<keyof SearchableFields, number> = {
  title: 5,
  productType: 3,
  tags: 3,
  vendor: 1,
  description: 1,
};

const FIELD_NAMES = Object.keys(WEIGHTS) as (keyof SearchableFields)[];

function searchable(ctx: CatalogueScope, product: ProductRecord): SearchableFields {
  const text = productText(ctx.db, product.id, localeOf(ctx));
  return {
    title: words(text.title),
    productType: words(text.productType),
    tags: product.tags.flatMap(words),
    vendor: words(product.vendor),
    description: words(text.description),
  };
}

function termScore(fields: SearchableFields, term: string): number {
  let score = 0;
  for (const field of FIELD_NAMES) {
    const hits = fields[field].filter((word) => word.startsWith(term)).length;
    if (hits) score += WEIGHTS[field] * (fields[field].includes(term) ? 2 : 1);
  }
  return score;
}

function scoreOf(fields: SearchableFields, terms: readonly string[]): number {
  let score = 0;
  for (const term of terms) {
    const found = termScore(fields, term);
    if (!found) return 0;
    score += found;
  }
  return score;
}

/** Relevance of the product for every term (0 when a term is missing); words match by prefix. */
export function relevance(ctx: CatalogueScope, product: ProductRecord, terms: readonly string[]): number {
  if (!terms.length) return 0;
  return scoreOf(searchable(ctx, product), terms);
}

/** predictiveSearch: every word of the query, by prefix, anywhere in the product. */
export function searchProducts(
  ctx: CatalogueScope,
  query: string,
): {products: ProductRecord[]; relevance: Map<number, number>} {
  const terms = searchTerms(query);
  const scores = new Map<number, number>();
  const products = allProducts(ctx.db).filter((product) => {
    const score = relevance(ctx, product, terms);
    if (score > 0) scores.set(product.id, score);
    return score > 0;
  });
  return {products, relevance: scores};
}

export function isAvailable(ctx: CatalogueScope, product: ProductRecord): boolean {
  return productModel(ctx, product.id)?.variants.some(variantAvailable) ?? false;
}

/** SearchUnavailableProductsType: SHOW keeps order, HIDE drops, LAST moves unavailable products to the end. */
export function placeUnavailable(
  ctx: CatalogueScope,
  products: ProductRecord[],
  mode: string | null | undefined,
): ProductRecord[] {
  if (mode === 'HIDE') return products.filter((product) => isAvailable(ctx, product));
  if (mode === 'LAST') {
    return [
      ...products.filter((product) => isAvailable(ctx, product)),
      ...products.filter((product) => !isAvailable(ctx, product)),
    ];
  }
  return products;
}

type FieldMatcher = (ctx: CatalogueScope, product: ProductRecord, term: SearchTerm, now: Date) => boolean;

const PRODUCT_FIELDS: Record<string, FieldMatcher> = {
  title: (ctx, product, term) => containsText(productText(ctx.db, product.id, localeOf(ctx)).title, term),
  // A comma-separated list of types; a type matches in any of the shop's languages.
  product_type: (ctx, product, term) =>
    term.value.split(',').some((type) =>
      (['en', 'fr', 'nl'] as const).some((language) =>
        matchesValue(productText(ctx.db, product.id, language).productType, {...term, value: type}),
      ),
    ),
  tag: (_ctx, product, term) => product.tags.some((tag) => matchesValue(tag, term)),
  tag_not: (_ctx, product, term) => !product.tags.some((tag) => matchesValue(tag, term)),
  vendor: (_ctx, product, term) => matchesValue(product.vendor, term),
  handle: (_ctx, product, term) => matchesValue(product.handle, term),
  available_for_sale: (ctx, product, term) =>
    term.exists || isAvailable(ctx, product) === (term.value.trim().toLowerCase() === 'true'),
  created_at: (_ctx, product, term, now) => comparesDate(product.createdAt, term, now),
  updated_at: (_ctx, product, term, now) => comparesDate(product.updatedAt, term, now),
  'variants.price': (ctx, product, term) =>
    (productModel(ctx, product.id)?.variants ?? []).some((variant) => comparesNumber(variant.priceCents / 100, term)),
};

/**
 * A `products(query:)` or `search(query:)` text, parsed once. Fields Shopify does not search products on
 * are dropped from the tree, as Shopify ignores them.
 */
export function productQuery(text: string): SearchNode | null {
  return withoutTerms(parseSearchQuery(text), (term) => term.field === null || term.field in PRODUCT_FIELDS);
}

function freeTextMatches(fields: SearchableFields, term: SearchTerm): boolean {
  if (!term.quoted) return scoreOf(fields, words(term.value)) > 0 || words(term.value).length === 0;
  return FIELD_NAMES.some((field) => matchesWords(fields[field], term));
}

export function matchesProductQuery(
  ctx: CatalogueScope,
  product: ProductRecord,
  query: SearchNode | null,
  now: Date,
): boolean {
  let fields: SearchableFields | undefined;
  return evaluateSearch(query, (term) => {
    if (term.field === null) return freeTextMatches((fields ??= searchable(ctx, product)), term);
    return PRODUCT_FIELDS[term.field](ctx, product, term, now);
  });
}

/** The free text's weight in the product (0 without free text): what RELEVANCE sorts by. */
export function productQueryRelevance(ctx: CatalogueScope, product: ProductRecord, query: SearchNode | null): number {
  const terms = positiveTerms(query).filter((term) => term.field === null);
  if (!terms.length) return 0;
  const fields = searchable(ctx, product);
  return terms.reduce((sum, term) => sum + scoreOf(fields, words(term.value)), 0);
}

/** search(query:): the products the query finds, with their relevance. */
export function findProducts(
  ctx: CatalogueScope,
  text: string,
  now: Date,
): {products: ProductRecord[]; relevance: Map<number, number>} {
  // A search made only of punctuation finds nothing, as one with no words.
  const query = withoutTerms(productQuery(text), (term) => term.field !== null || words(term.value).length > 0);
  const scores = new Map<number, number>();
  const products = allProducts(ctx.db).filter((product) => {
    if (!query || !matchesProductQuery(ctx, product, query, now)) return false;
    scores.set(product.id, productQueryRelevance(ctx, product, query));
    return true;
  });
  return {products, relevance: scores};
}
