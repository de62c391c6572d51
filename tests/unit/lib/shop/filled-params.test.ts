import {describe, expect, it} from 'vitest';
import {filledParams, withoutEmptyParams} from '~/lib/shop/filled-params';

const url = (address: string) => new URL(address, 'https://shop.example');

describe('filledParams', () => {
  it('keeps the fields with a value, in order, repeated ones included', () => {
    const params = filledParams(
      new URLSearchParams('q=reel&sort=price-asc&filter.v.availability=1&filter.v.availability=0&filter.v.price.gte='),
    );
    expect(params.toString()).toBe('q=reel&sort=price-asc&filter.v.availability=1&filter.v.availability=0');
  });

  it('drops blank values and keeps a value as typed', () => {
    expect(
      filledParams([
        ['filter.v.price.lte', '  '],
        ['q', ' ghent '],
      ]).toString(),
    ).toBe('q=+ghent+');
  });

  it('takes a form’s entries, leaving out files', () => {
    const form = new FormData();
    form.append('sort', 'title');
    form.append('filter.v.price.gte', '');
    form.append('upload', new Blob(['x']));
    expect(filledParams(form).toString()).toBe('sort=title');
  });
});

describe('withoutEmptyParams', () => {
  it('is null for an address without empty parameters', () => {
    expect(withoutEmptyParams(url('/shop/collections/cds?sort=price-asc'))).toBeNull();
    expect(withoutEmptyParams(url('/shop/collections/cds'))).toBeNull();
  });

  it('gives the path and the filled parameters', () => {
    expect(
      withoutEmptyParams(url('/fr/recherche?q=gand&filter.v.price.gte=&filter.v.price.lte=&sort=price-desc')),
    ).toBe('/fr/recherche?q=gand&sort=price-desc');
  });

  it('gives the bare path when every parameter is empty', () => {
    expect(withoutEmptyParams(url('/search?q=&sort='))).toBe('/search');
  });
});
