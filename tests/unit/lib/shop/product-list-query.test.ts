import {describe, expect, it} from 'vitest';
import {PAGE_SIZE, pageVariables, readProductListQuery} from '~/lib/shop/product-list-query';
import {COLLECTION_SORTS, SEARCH_SORTS} from '~/lib/shop/sort-options';

const url = (path: string) => new URL(path, 'https://shop.example');

describe('readProductListQuery', () => {
  it('reads a plain collection as its default order, unfiltered and indexable', () => {
    const list = readProductListQuery(url('/fr/shop/collections/cds'), COLLECTION_SORTS);
    expect(list).toMatchObject({
      sort: 'featured',
      sortKey: 'COLLECTION_DEFAULT',
      reverse: false,
      filters: [],
      filtered: false,
      clearFiltersUrl: '/fr/shop/collections/cds',
      isVariant: false,
    });
  });

  it('reads filters and sort, and links to the same list without the filters', () => {
    const list = readProductListQuery(
      url('/search?q=gent&sort=price-desc&filter.v.availability=1&cursor=abc&direction=next'),
      SEARCH_SORTS,
    );
    expect(list).toMatchObject({
      sort: 'price-desc',
      sortKey: 'PRICE',
      reverse: true,
      filters: [{available: true}],
      filtered: true,
      clearFiltersUrl: '/search?q=gent&sort=price-desc',
      isVariant: true,
    });
  });

  it('counts a sorted or later page as a variant of the list', () => {
    expect(readProductListQuery(url('/shop/collections/all?sort=title'), COLLECTION_SORTS).isVariant).toBe(true);
    expect(readProductListQuery(url('/shop/collections/all?cursor=abc'), COLLECTION_SORTS).isVariant).toBe(true);
  });
});

describe('pageVariables', () => {
  it('asks for the first page by default and follows a cursor either way', () => {
    expect(pageVariables(new Request('https://shop.example/shop/collections/all'))).toEqual({
      first: PAGE_SIZE,
      endCursor: null,
    });
    expect(pageVariables(new Request('https://shop.example/x?direction=next&cursor=eyJhIjoxfQ=='))).toEqual({
      first: PAGE_SIZE,
      endCursor: 'eyJhIjoxfQ==',
    });
    expect(pageVariables(new Request('https://shop.example/x?direction=previous&cursor=eyJhIjoxfQ=='))).toEqual({
      last: PAGE_SIZE,
      startCursor: 'eyJhIjoxfQ==',
    });
  });

  it('starts again at page one for a cursor that cannot be one', () => {
    expect(pageVariables(new Request('https://shop.example/x?direction=next&cursor=%3Cscript%3E'))).toEqual({
      first: PAGE_SIZE,
      endCursor: null,
    });
  });
});
