import {describe, expect, it} from 'vitest';
import {cartReturnPath} from '~/lib/cart/cart-redirect.server';

const post = (referer?: string) =>
  new Request('https://shop.example/cart', {method: 'POST', headers: referer ? {Referer: referer} : {}});

describe('where a cart post without JavaScript returns', () => {
  it('goes back to the page of this site it came from', () => {
    expect(cartReturnPath(post('https://shop.example/fr/shop/produits/x?version=PDF'), '/cart')).toBe(
      '/fr/shop/produits/x?version=PDF',
    );
  });

  it('goes to the cart page from another site, a bad Referer or none', () => {
    expect(cartReturnPath(post('https://evil.example/'), '/cart')).toBe('/cart');
    expect(cartReturnPath(post('not a url'), '/cart')).toBe('/cart');
    expect(cartReturnPath(post(), '/nl/winkelmandje')).toBe('/nl/winkelmandje');
  });
});
