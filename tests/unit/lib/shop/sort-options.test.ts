import {describe, expect, it} from 'vitest';
import {COLLECTION_SORTS, readSort, SEARCH_SORTS} from '~/lib/shop/sort-options';

describe('readSort', () => {
  it('reads a known sort from the URL', () => {
    expect(readSort(COLLECTION_SORTS, new URLSearchParams('sort=newest'))).toBe('newest');
    expect(readSort(SEARCH_SORTS, new URLSearchParams('sort=price-desc'))).toBe('price-desc');
  });

  it("falls back to the list's default for a missing or unknown sort", () => {
    expect(readSort(COLLECTION_SORTS, new URLSearchParams(''))).toBe('featured');
    expect(readSort(COLLECTION_SORTS, new URLSearchParams('sort=relevance'))).toBe('featured');
    expect(readSort(SEARCH_SORTS, new URLSearchParams('sort=title'))).toBe('relevance');
  });

  it('maps each choice to the API sort key and direction', () => {
    expect(COLLECTION_SORTS['price-desc']).toEqual({sortKey: 'PRICE', reverse: true});
    expect(COLLECTION_SORTS.newest).toEqual({sortKey: 'CREATED', reverse: true});
    expect(COLLECTION_SORTS.featured).toEqual({sortKey: 'COLLECTION_DEFAULT', reverse: false});
    expect(SEARCH_SORTS.relevance).toEqual({sortKey: 'RELEVANCE', reverse: false});
  });
});
