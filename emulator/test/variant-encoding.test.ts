import {decodeEncodedVariant, getAdjacentAndFirstAvailableVariants, getProductOptions, isOptionValueCombinationInEncodedVariant} from '@shopify/hydrogen';
import {afterAll, describe, expect, it} from 'vitest';
import {PRODUCT_PAGE_QUERY} from '../bench/skeleton-queries.js';
import {encodeVariantTuples} from '../src/storefront/variant-encoding.js';
import {createHarness} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

describe('encodeVariantTuples', () => {
  it('produces Shopify’s documented example', () => {
    const tuples = [[0, 0, 0], [0, 1, 0], [0, 1, 1], [1, 0, 0], [1, 0, 1], [1, 1, 1], [2, 0, 1], [2, 1, 0]];
    expect(encodeVariantTuples(tuples)).toBe('v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,');
  });

  it.each([
    [[[0], [1], [2]]],
    [[[0], [2], [3], [5]]],
    [[[0, 0], [0, 2], [1, 1], [3, 0], [3, 1], [3, 2]]],
    [[[0, 0, 0, 0], [0, 1, 2, 3], [1, 0, 0, 1], [2, 2, 2, 2]]],
  ])('round-trips through Hydrogen’s decoder: %j', (tuples) => {
    expect(decodeEncodedVariant(encodeVariantTuples(tuples))).toEqual(tuples);
  });
});

describe('encodings served for products', () => {
  const query = `{
    product(handle: "tunebook-accordion-tablatures") {
      encodedVariantExistence encodedVariantAvailability
      variants(first: 250) { nodes { availableForSale selectedOptions { name value } } }
      options { name optionValues { name } }
    }
  }`;

  it('lists exactly the existing and the available combinations', async () => {
    const {product} = (await h.gql(query)).data;
    const indexOf = (variant: {selectedOptions: {name: string; value: string}[]}) =>
      variant.selectedOptions.map((selected, optionIndex) =>
        product.options[optionIndex].optionValues.findIndex((value: {name: string}) => value.name === selected.value),
      );
    const existing = product.variants.nodes.map(indexOf);
    const available = product.variants.nodes.filter((v: {availableForSale: boolean}) => v.availableForSale).map(indexOf);
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toEqual(existing);
    expect(decodeEncodedVariant(product.encodedVariantAvailability)).toEqual(available);
    // Printed + Staff does not exist for this book; PDF + Dutch + Staff neither.
    expect(isOptionValueCombinationInEncodedVariant([0, 0, 0], product.encodedVariantExistence)).toBe(false);
    expect(isOptionValueCombinationInEncodedVariant([1, 2, 0], product.encodedVariantExistence)).toBe(false);
    // Printed tablature exists but is out of stock.
    expect(isOptionValueCombinationInEncodedVariant([0, 0, 1], product.encodedVariantExistence)).toBe(true);
    expect(isOptionValueCombinationInEncodedVariant([0, 0, 1], product.encodedVariantAvailability)).toBe(false);
  });

  it('drives Hydrogen’s getProductOptions', async () => {
    const result = await h.gql(PRODUCT_PAGE_QUERY, {
      handle: 'tunebook-dances-from-the-borderlands',
      selectedOptions: [
        {name: 'Version', value: 'Printed'},
        {name: 'Language', value: 'Dutch'},
        {name: 'Notation', value: 'Staff'},
      ],
    });
    const product = result.data.product;
    const options = getProductOptions({...product, selectedOrFirstAvailableVariant: product.selectedOrFirstAvailableVariant});
    const notation = options.find((option) => option.name === 'Notation')!;
    const tablature = notation.optionValues.find((value) => value.name === 'Tablature')!;
    expect(tablature.exists).toBe(false);
    expect(notation.optionValues.find((value) => value.name === 'Staff')!.selected).toBe(true);
    const language = options.find((option) => option.name === 'Language')!;
    expect(language.optionValues.map((value) => [value.name, value.exists, value.available])).toEqual([
      ['English', true, true],
      ['French', true, true],
      ['Dutch', true, true],
    ]);
    expect(getAdjacentAndFirstAvailableVariants(product).length).toBeGreaterThan(1);
  });
});
