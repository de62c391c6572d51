import type {EmulatorContext} from '../../context.js';
import {sortProducts} from '../../product-listing.js';
import {placeUnavailable, searchProducts} from '../../product-search.js';

/** Shopify accepts limit 1–10 and defaults to 10. */
const MAX_LIMIT = 10;

interface PredictiveSearchArgs {
  query: string;
  limit?: number | null;
  types?: string[] | null;
  unavailableProducts?: string | null;
}

export function predictiveSearch(_root: unknown, args: PredictiveSearchArgs, ctx: EmulatorContext) {
  const limit = Math.min(Math.max(args.limit ?? MAX_LIMIT, 1), MAX_LIMIT);
  const wantsProducts = !args.types || args.types.includes('PRODUCT');
  let products: unknown[] = [];
  if (wantsProducts && args.query.trim()) {
    const {products: found, relevance} = searchProducts(ctx, args.query);
    products = placeUnavailable(
      ctx,
      sortProducts(ctx, found, 'RELEVANCE', false, {relevance}),
      args.unavailableProducts ?? 'LAST',
    ).slice(0, limit);
  }
  return {products, collections: [], pages: [], articles: [], queries: []};
}
