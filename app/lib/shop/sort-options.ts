import type {ProductCollectionSortKeys, SearchSortKeys} from '@shopify/hydrogen/storefront-api-types';
import {SORT_PARAM} from './list-params';

interface SortOrder<Key extends string> {
  sortKey: Key;
  reverse: boolean;
}

// The first order is the default.
export const COLLECTION_SORTS = {
  featured: {sortKey: 'COLLECTION_DEFAULT', reverse: false},
  'price-asc': {sortKey: 'PRICE', reverse: false},
  'price-desc': {sortKey: 'PRICE', reverse: true},
  newest: {sortKey: 'CREATED', reverse: true},
  title: {sortKey: 'TITLE', reverse: false},
} as const satisfies Record<string, SortOrder<ProductCollectionSortKeys>>;

// Search sorts by relevance or price only: the API has no other search sort key.
export const SEARCH_SORTS = {
  relevance: {sortKey: 'RELEVANCE', reverse: false},
  'price-asc': {sortKey: 'PRICE', reverse: false},
  'price-desc': {sortKey: 'PRICE', reverse: true},
} as const satisfies Record<string, SortOrder<SearchSortKeys>>;

export type CollectionSort = keyof typeof COLLECTION_SORTS;
export type SearchSort = keyof typeof SEARCH_SORTS;

export function readSort<Options extends Record<string, SortOrder<string>>>(
  options: Options,
  params: URLSearchParams,
): keyof Options & string {
  const names = Object.keys(options) as (keyof Options & string)[];
  const wanted = params.get(SORT_PARAM);
  return names.find((name) => name === wanted) ?? names[0];
}
