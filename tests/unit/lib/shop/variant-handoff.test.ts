import {describe, expect, it} from 'vitest';
import {languageSwitchSearch, requestedVariantId, sourceLanguage, variantAddress} from '~/lib/shop/variant-handoff';

const VARIANT = 'gid://shopify/ProductVariant/7400000000012';

describe('languageSwitchSearch', () => {
  it('adds the language the query is written in', () => {
    expect(languageSwitchSearch('?Taal=Nederlands&utm_source=mail', 'nl')).toBe('?Taal=Nederlands&utm_source=mail&from=nl');
  });

  it('leaves an empty query empty', () => {
    expect(languageSwitchSearch('', 'fr')).toBe('');
  });
});

describe('sourceLanguage', () => {
  it('is the language named in the query, when it is another than the page’s', () => {
    expect(sourceLanguage(new URLSearchParams('Taal=Nederlands&from=nl'), 'fr')).toBe('nl');
  });

  it('is null for the page’s own language, an unknown one, or none', () => {
    expect(sourceLanguage(new URLSearchParams('from=fr'), 'fr')).toBeNull();
    expect(sourceLanguage(new URLSearchParams('from=de'), 'fr')).toBeNull();
    expect(sourceLanguage(new URLSearchParams('Langue=Fran%C3%A7ais'), 'fr')).toBeNull();
  });
});

describe('requestedVariantId', () => {
  it('reads a numeric id as a variant gid', () => {
    expect(requestedVariantId(new URLSearchParams('variant=7400000000012'))).toBe(VARIANT);
  });

  it('is null when absent or not a number', () => {
    expect(requestedVariantId(new URLSearchParams(''))).toBeNull();
    expect(requestedVariantId(new URLSearchParams('variant=gid://shopify/ProductVariant/1'))).toBeNull();
    expect(requestedVariantId(new URLSearchParams('variant=12a'))).toBeNull();
  });
});

describe('variantAddress', () => {
  it('names the variant by its options, dropping the id and keeping other params', () => {
    const params = new URLSearchParams('variant=7400000000012&utm_source=mail');
    const options = [
      {name: 'Version', value: 'PDF'},
      {name: 'Langue', value: 'Néerlandais'},
    ];
    expect(variantAddress('/fr/shop/produits/book', params, options)).toBe(
      '/fr/shop/produits/book?utm_source=mail&Version=PDF&Langue=N%C3%A9erlandais',
    );
  });

  it('drops the other language’s option names and the hand-off, whatever their case', () => {
    const params = new URLSearchParams('version=PDF&Language=French&from=en&utm_source=mail');
    const options = [
      {name: 'Version', value: 'PDF'},
      {name: 'Langue', value: 'Français'},
    ];
    expect(variantAddress('/fr/shop/produits/book', params, options, ['Version', 'Language'])).toBe(
      '/fr/shop/produits/book?utm_source=mail&Version=PDF&Langue=Fran%C3%A7ais',
    );
  });

  it('is the plain address when nothing is left to say', () => {
    expect(variantAddress('/shop/products/cd', new URLSearchParams('variant=1'), [])).toBe('/shop/products/cd');
  });
});
