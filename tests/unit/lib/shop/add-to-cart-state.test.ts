import {describe, expect, it} from 'vitest';
import {addToCartState} from '~/lib/shop/add-to-cart-state';

describe('addToCartState', () => {
  it('adds one of the selected variant', () => {
    const variant = {id: 'gid://shopify/ProductVariant/7', availableForSale: true};
    expect(addToCartState(variant)).toEqual({
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/7', quantity: 1, selectedVariant: variant}],
      block: null,
    });
  });

  it('adds nothing and says why when the variant is sold out', () => {
    expect(addToCartState({id: 'gid://shopify/ProductVariant/8', availableForSale: false})).toEqual({
      lines: [],
      block: 'soldOut',
    });
  });

  it('adds nothing when there is no variant for the choice', () => {
    expect(addToCartState(null)).toEqual({lines: [], block: 'unavailable'});
  });
});
