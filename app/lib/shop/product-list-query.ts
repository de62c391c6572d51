import {getPaginationVariables} from '@shopify/hydrogen';
import {redirect} from 'react-router';
import {withoutEmptyParams} from './filled-params';
import {hasFilters, readFilters, toProductFilters, withoutFilters} from './product-filter-params';
import {SORT_PARAM} from './list-params';
import {readSort} from './sort-options';

export const PAGE_SIZE = 8;

// Storefront cursors are short base64 strings; anything else cannot be one.
const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;

/**
 * `getPaginationVariables` for a list of `PAGE_SIZE`; a cursor that cannot be one
 * starts again at page one rather than making the API fail the page.
 */
export function pageVariables(request: Request) {
  const cursor = new URL(request.url).searchParams.get('cursor');
  if (cursor !== null && !CURSOR.test(cursor)) return {first: PAGE_SIZE, endCursor: null};
  return getPaginationVariables(request, {pageBy: PAGE_SIZE});
}

/**
 * Sends an address with empty parameters (a list's form sent without JavaScript) to the same list
 * without them. Permanent: an empty field means no filter, so both addresses always name the same list,
 * and a browser that remembers the answer goes straight to the clean one next time.
 */
export function redirectFromEmptyParams(url: URL): void {
  const clean = withoutEmptyParams(url);
  if (clean) throw redirect(clean, 301);
}

function queryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * What a product list (a collection, search results) is asked for by its URL:
 * filters, sort and the link that clears the filters. Pages other than the
 * plain list (filtered, sorted, paged) are variants search engines should not index.
 */
export function readProductListQuery<Sort extends string, Order extends {sortKey: string; reverse: boolean}>(
  url: URL,
  sorts: Record<Sort, Order>,
) {
  const params = url.searchParams;
  const active = readFilters(params);
  const sort = readSort(sorts, params);
  const filtered = hasFilters(active);
  return {
    active,
    sort,
    sortKey: sorts[sort].sortKey as Order['sortKey'],
    reverse: sorts[sort].reverse,
    filters: toProductFilters(active),
    filtered,
    clearFiltersUrl: `${url.pathname}${queryString(withoutFilters(params))}`,
    isVariant: filtered || params.has(SORT_PARAM) || params.has('cursor'),
  };
}
