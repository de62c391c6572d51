import {describe, expect, it} from 'vitest';
import {
  filterValueParam,
  hasFilters,
  priceCeiling,
  readFilters,
  toProductFilters,
  withoutFilters,
} from '~/lib/shop/product-filter-params';

const params = (query: string) => new URLSearchParams(query);

describe('readFilters', () => {
  it('reads nothing from a plain URL', () => {
    const active = readFilters(params('sort=title'));
    expect(active).toEqual({available: [], price: {min: null, max: null}, productTypes: []});
    expect(hasFilters(active)).toBe(false);
  });

  it('reads availability as Shopify themes write it, once per value', () => {
    expect(readFilters(params('filter.v.availability=1')).available).toEqual([true]);
    expect(readFilters(params('filter.v.availability=0&filter.v.availability=1&filter.v.availability=1')).available).toEqual([
      true,
      false,
    ]);
    expect(readFilters(params('filter.v.availability=yes')).available).toEqual([]);
  });

  it('reads prices with a decimal point or comma, and drops what is not a price', () => {
    expect(readFilters(params('filter.v.price.gte=12.5&filter.v.price.lte=20')).price).toEqual({min: 12.5, max: 20});
    expect(readFilters(params('filter.v.price.lte=12,50')).price).toEqual({min: null, max: 12.5});
    for (const bad of ['', '-3', 'abc', '1e3', '12.345', '99999999']) {
      expect(readFilters(params(`filter.v.price.lte=${bad}`)).price.max, bad).toBeNull();
    }
  });

  it('swaps a minimum above the maximum', () => {
    expect(readFilters(params('filter.v.price.gte=30&filter.v.price.lte=10')).price).toEqual({min: 10, max: 30});
  });

  it('reads product types, trimmed, without blanks or duplicates', () => {
    const active = readFilters(params('filter.p.product_type=CD&filter.p.product_type=%20CD%20&filter.p.product_type='));
    expect(active.productTypes).toEqual(['CD']);
    expect(hasFilters(active)).toBe(true);
  });
});

describe('toProductFilters', () => {
  it('turns the URL into the Storefront API filters', () => {
    const active = readFilters(
      params('filter.v.availability=1&filter.v.price.lte=15&filter.p.product_type=CD&filter.p.product_type=Bundle'),
    );
    expect(toProductFilters(active)).toEqual([
      {available: true},
      {price: {max: 15}},
      {productType: 'CD'},
      {productType: 'Bundle'},
    ]);
  });

  it('asks for no filter when the URL has none', () => {
    expect(toProductFilters(readFilters(params('')))).toEqual([]);
  });
});

describe('withoutFilters', () => {
  it('keeps the term and the sort, and starts again at page one', () => {
    const kept = withoutFilters(
      params('q=ghent&sort=price-asc&filter.v.availability=1&filter.v.price.gte=2&direction=next&cursor=abc'),
    );
    expect(kept.toString()).toBe('q=ghent&sort=price-asc');
  });
});

describe('filterValueParam', () => {
  it('maps the API value inputs to URL parameters', () => {
    expect(filterValueParam('{"available":true}')).toEqual({name: 'filter.v.availability', value: '1'});
    expect(filterValueParam('{"available":false}')).toEqual({name: 'filter.v.availability', value: '0'});
    expect(filterValueParam('{"productType":"Recueil de partitions"}')).toEqual({
      name: 'filter.p.product_type',
      value: 'Recueil de partitions',
    });
  });

  it('ignores kinds the site does not offer and inputs that are not JSON', () => {
    expect(filterValueParam('{"tag":"sale"}')).toBeNull();
    expect(filterValueParam('{"variantOption":{"name":"Language","value":"French"}}')).toBeNull();
    expect(filterValueParam('not json')).toBeNull();
    expect(filterValueParam(null)).toBeNull();
  });
});

describe('priceCeiling', () => {
  it('reads the highest price from the price range input', () => {
    expect(priceCeiling('{"price":{"min":0,"max":65.0}}')).toBe(65);
    expect(priceCeiling('{"available":true}')).toBeNull();
  });
});
