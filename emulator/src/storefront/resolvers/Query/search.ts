import {checkPageArgs, emptyConnection, paginate, type PageArgs} from '../../connection.js';
import type {EmulatorContext} from '../../context.js';
import {applyFilters, productFacets, sortProducts, type ProductFilterInput} from '../../product-listing.js';
import {placeUnavailable, searchProducts} from '../../product-search.js';

interface SearchArgs extends PageArgs {
  query: string;
  productFilters?: ProductFilterInput[] | null;
  sortKey: string;
  reverse: boolean;
  types?: string[] | null;
  prefix?: string | null;
  unavailableProducts?: string | null;
}

/** Products only: the emulated shop has no articles or pages to find. */
export function search(_root: unknown, args: SearchArgs, ctx: EmulatorContext) {
  checkPageArgs(args);
  if (args.types && !args.types.includes('PRODUCT')) {
    return {...emptyConnection(), productFilters: [], totalCount: 0};
  }
  const {products: found, relevance} = searchProducts(ctx, args.query);
  const filtered = applyFilters(ctx, found, args.productFilters);
  const sorted = placeUnavailable(
    ctx,
    sortProducts(ctx, filtered, args.sortKey === 'PRICE' ? 'PRICE' : 'RELEVANCE', args.reverse, {relevance}),
    args.unavailableProducts,
  );
  return {
    ...paginate(sorted, args, (product) => product.id),
    productFilters: productFacets(ctx, found, args.productFilters),
    totalCount: sorted.length,
  };
}
