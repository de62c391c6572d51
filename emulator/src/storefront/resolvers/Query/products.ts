import {allProducts} from '../../../catalogue/catalogue-store.js';
import {checkPageArgs, paginate, type PageArgs} from '../../cursor-connections.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {productFacets, sortProducts} from '../../../catalogue/product-listing.js';
import {matchesProductQuery, productQuery, productQueryRelevance} from '../../../catalogue/product-search.js';

interface ProductsArgs extends PageArgs {
  query?: string | null;
  sortKey: string;
  reverse: boolean;
}

export function products(_root: unknown, args: ProductsArgs, ctx: EmulatorContext) {
  checkPageArgs(args);
  const query = productQuery(args.query ?? '');
  const now = ctx.now();
  const matching = allProducts(ctx.db).filter((product) => matchesProductQuery(ctx, product, query, now));
  const relevance = new Map(matching.map((product) => [product.id, productQueryRelevance(ctx, product, query)]));
  const sorted = sortProducts(ctx, matching, args.sortKey, args.reverse, {relevance});
  return {...paginate(sorted, args, (product) => product.id), filters: productFacets(ctx, matching, [])};
}
