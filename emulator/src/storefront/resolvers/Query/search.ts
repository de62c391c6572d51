import {checkPageArgs, paginate, type PageArgs} from '../../cursor-connections.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {applyFilters, productFacets, sortProducts, type ProductFilterInput} from '../../../catalogue/product-listing.js';
import {findProducts, placeUnavailable} from '../../../catalogue/product-search.js';
import {searchArticles, searchPages} from '../../../catalogue/content-search.js';

interface SearchArgs extends PageArgs {
  query: string;
  productFilters?: ProductFilterInput[] | null;
  sortKey: string;
  reverse: boolean;
  types?: string[] | null;
  prefix?: string | null;
  unavailableProducts?: string | null;
}

/** Products (filtered and sorted), then pages and articles, found by the query in Shopify's search syntax. */
export function search(_root: unknown, args: SearchArgs, ctx: EmulatorContext) {
  checkPageArgs(args);
  const wants = (type: string) => !args.types || args.types.includes(type);
  const content = [
    ...(wants('PAGE') ? searchPages(ctx, args.query) : []),
    ...(wants('ARTICLE') ? searchArticles(ctx, args.query) : []),
  ];
  if (!wants('PRODUCT')) {
    return {
      ...paginate(content, args, (item) => `${item.__typename}:${item.id}`),
      productFilters: [],
      totalCount: content.length,
    };
  }
  const {products: found, relevance} = findProducts(ctx, args.query, ctx.now());
  const filtered = applyFilters(ctx, found, args.productFilters);
  const sorted = placeUnavailable(
    ctx,
    sortProducts(ctx, filtered, args.sortKey === 'PRICE' ? 'PRICE' : 'RELEVANCE', args.reverse, {relevance}),
    args.unavailableProducts,
  );
  // Product cursors stay the product's id, as before pages and articles could be found.
  const items = [...sorted, ...content];
  return {
    ...paginate(items, args, (item) => (item.__typename === 'Product' ? item.id : `${item.__typename}:${item.id}`)),
    productFilters: productFacets(ctx, found, args.productFilters),
    totalCount: items.length,
  };
}
