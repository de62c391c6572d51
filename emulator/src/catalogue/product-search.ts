// Text search over products in the request's language: the search / predictiveSearch terms and the
// `query:` argument of products (free text plus title:, product_type:, tag:, vendor:, available_for_sale:).
import {allProducts, productText, variantAvailable, type ProductRecord} from './catalogue-store.js';
import {localeOf, type CatalogueScope} from './catalogue-scope.js';
import {productModel} from './product-model.js';
import {fold} from './plain-text.js';


function words(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

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

/** Relevance of the product for every term (0 when a term is missing); words match by prefix. */
export function relevance(ctx: CatalogueScope, product: ProductRecord, terms: readonly string[]): number {
  if (!terms.length) return 0;
  const fields = searchable(ctx, product);
  let score = 0;
  for (const term of terms) {
    let termScore = 0;
    for (const field of Object.keys(WEIGHTS) as (keyof SearchableFields)[]) {
      const hits = fields[field].filter((word) => word.startsWith(term)).length;
      if (hits) termScore += WEIGHTS[field] * (fields[field].includes(term) ? 2 : 1);
    }
    if (!termScore) return 0;
    score += termScore;
  }
  return score;
}

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

interface QueryClause {
  negated: boolean;
  field: string | null;
  value: string;
}

function parseQuery(query: string): QueryClause[] {
  const clauses: QueryClause[] = [];
  const pattern = /(-?)(?:(\w+):)?(?:"([^"]*)"|(\S+))/g;
  for (const match of query.matchAll(pattern)) {
    const [, minus, field, quoted, bare] = match;
    const value = (quoted ?? bare ?? '').replace(/\*$/, '');
    if (!field && (value === 'AND' || value === 'OR')) continue;
    clauses.push({negated: minus === '-', field: field?.toLowerCase() ?? null, value});
  }
  return clauses;
}

function clauseMatches(ctx: CatalogueScope, product: ProductRecord, clause: QueryClause): boolean {
  const locale = localeOf(ctx);
  const wanted = fold(clause.value);
  switch (clause.field) {
    case 'title':
      return fold(productText(ctx.db, product.id, locale).title).includes(wanted);
    case 'product_type':
      return (['en', 'fr', 'nl'] as const).some(
        (language) => fold(productText(ctx.db, product.id, language).productType) === wanted,
      );
    case 'tag':
      return product.tags.some((tag) => fold(tag) === wanted);
    case 'vendor':
      return fold(product.vendor) === wanted;
    case 'handle':
      return product.handle === clause.value;
    case 'available_for_sale':
      return isAvailable(ctx, product) === (wanted === 'true');
    case null:
      return relevance(ctx, product, words(clause.value)) > 0;
    default:
      // Shopify ignores fields it does not search on; so do we.
      return true;
  }
}

/** The products(query:) syntax: clauses are ANDed, a leading "-" negates one. */
export function matchesProductQuery(ctx: CatalogueScope, product: ProductRecord, query: string): boolean {
  return parseQuery(query).every((clause) => clauseMatches(ctx, product, clause) !== clause.negated);
}

export function productQueryRelevance(ctx: CatalogueScope, product: ProductRecord, query: string): number {
  const freeText = parseQuery(query)
    .filter((clause) => clause.field === null && !clause.negated)
    .flatMap((clause) => words(clause.value));
  return relevance(ctx, product, freeText);
}
