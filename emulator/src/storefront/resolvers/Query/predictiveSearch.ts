import {allCollections, allProducts, collectionText, productText, type ProductRecord} from '../../../catalogue/catalogue-store.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {sortProducts} from '../../../catalogue/product-listing.js';
import {placeUnavailable, searchProducts} from '../../../catalogue/product-search.js';
import {findArticles, findPages, matchesAllTerms} from '../../../catalogue/content-search.js';

/** Shopify accepts limit 1–10 and defaults to 10. */
const MAX_LIMIT = 10;

interface PredictiveSearchArgs {
  query: string;
  limit?: number | null;
  types?: string[] | null;
  unavailableProducts?: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Shopify's tracking parameters for a predictive search hit: position, query, and the search surface. */
function tracked<T extends object>(items: T[], query: string): (T & {trackingParameters: string})[] {
  return items.map((item, index) => ({
    ...item,
    trackingParameters: new URLSearchParams({_pos: String(index + 1), _psq: query, _ss: 'e', _v: '1.0'}).toString(),
  }));
}

export function predictiveSearch(_root: unknown, args: PredictiveSearchArgs, ctx: EmulatorContext) {
  const limit = Math.min(Math.max(args.limit ?? MAX_LIMIT, 1), MAX_LIMIT);
  const wants = (type: string) => !args.types || args.types.includes(type);
  const query = args.query.trim();
  const locale = localeOf(ctx);
  const empty = {products: [], collections: [], pages: [], articles: [], queries: []};
  if (!query) return empty;

  let products: ProductRecord[] = [];
  if (wants('PRODUCT')) {
    const {products: found, relevance} = searchProducts(ctx, query);
    products = placeUnavailable(
      ctx,
      sortProducts(ctx, found, 'RELEVANCE', false, {relevance}),
      args.unavailableProducts ?? 'LAST',
    ).slice(0, limit);
  }
  const collections = wants('COLLECTION')
    ? allCollections(ctx.db).filter((c) => matchesAllTerms(collectionText(ctx.db, c.id, locale).title, query)).slice(0, limit)
    : [];
  const pages = wants('PAGE') ? findPages(ctx, query).slice(0, limit) : [];
  const articles = wants('ARTICLE') ? findArticles(ctx, query).slice(0, limit) : [];
  // Query suggestions: the titles of products and collections that the query's words begin.
  const suggestions = wants('QUERY')
    ? [
        ...allCollections(ctx.db).map((c) => collectionText(ctx.db, c.id, locale).title),
        ...allProducts(ctx.db).map((p) => productText(ctx.db, p.id, locale).title),
      ]
        .filter((title, index, all) => all.indexOf(title) === index && matchesAllTerms(title, query))
        .slice(0, limit)
        .map((title) => {
          const lower = title.toLowerCase();
          const styled = lower.startsWith(query.toLowerCase())
            ? `${escapeHtml(title.slice(0, query.length))}<mark>${escapeHtml(title.slice(query.length))}</mark>`
            : `<mark>${escapeHtml(title)}</mark>`;
          return {text: lower, styledText: styled};
        })
    : [];
  return {
    products: tracked(products, query),
    collections: tracked(collections, query),
    pages: tracked(pages, query),
    articles: tracked(articles, query),
    queries: tracked(suggestions, query),
  };
}
