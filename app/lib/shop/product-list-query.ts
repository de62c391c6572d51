import {getPaginationVariables} from '@shopify/hydrogen';
import {redirect} from 'react-router';
import {withoutEmptyParams} from './filled-params';
import {hasFilters, readFilters, toProductFilters, withoutFilters} from './product-filter-params';
import {SORT_PARAM} from './list-params';
import {readSort} from './sort-options';

export const PAGE_SIZE = 8;

// Storefront cursors are short base64 strings; anything else cannot be one.
const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;

export function pageVariables(request: Request) {
  const cursor = new URL(request.url).searchParams.get('cursor');
  if (cursor !== null && !CURSOR.test(cursor)) return {first: PAGE_SIZE, endCursor: null};
  return getPaginationVariables(request, {pageBy: PAGE_SIZE});
}

export function redirectFromEmptyParams(url: URL): void {
  const clean = withoutEmptyParams(url);
  if (clean) throw redirect(clean, 301);
}

function queryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

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
