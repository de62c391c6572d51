import {describe, expect, it} from 'vitest';
import {languageSwitchSearch, requestedVariantId, variantAddress} from '~/lib/shop/variant-handoff';

const OPTIONS = ['Versie', 'Taal', 'Notatie'];
const VARIANT = 'gid://shopify/ProductVariant/7400000000012';

describe('languageSwitchSearch', () => {
  it('swaps the option params, in any letter case, for the variant id and keeps the rest', () => {
    const search = '?Versie=PDF&taal=Nederlands&Notatie=Notenschrift&utm_source=mail';
    expect(languageSwitchSearch(search, OPTIONS, VARIANT)).toBe('?utm_source=mail&variant=7400000000012');
  });

  it('leaves an address that names no option as it is', () => {
    expect(languageSwitchSearch('', OPTIONS, VARIANT)).toBe('');
    expect(languageSwitchSearch('?utm_source=mail', OPTIONS, VARIANT)).toBe('?utm_source=mail');
  });

  it('leaves the address alone without a variant id it can read', () => {
    expect(languageSwitchSearch('?Taal=Nederlands', OPTIONS, null)).toBe('?Taal=Nederlands');
    expect(languageSwitchSearch('?Taal=Nederlands', OPTIONS, 'gid://shopify/Product/1')).toBe('?Taal=Nederlands');
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

  it('is the plain address when nothing is left to say', () => {
    expect(variantAddress('/shop/products/cd', new URLSearchParams('variant=1'), [])).toBe('/shop/products/cd');
  });
});
