import {describe, expect, it} from 'vitest';
import {OrderTable} from '~/components/account/order-table';
import {CartSummary} from '~/components/cart/cart-summary';
import {renderInPage, text} from './render-in-page';

const eur = (amount: string) => ({amount, currencyCode: 'EUR' as const});

// Every block of prices brings its own ShopifyProvider: none is around the page. The cart's lines need a
// browser router for their forms: the cart's end-to-end spec checks them.
describe('prices outside the product cards', () => {
  it('formats the cart summary in the page language', async () => {
    const summary = (
      <CartSummary
        subtotal={eur('34.0')}
        discount={eur('-3.4')}
        total={eur('30.6')}
        checkoutUrl="https://checkout.example/c/1"
        pending={false}
        discounts={null}
      />
    );
    const fr = text(await renderInPage('fr', summary, 'https://shop.example/fr/panier'));
    expect(fr).toContain('34,00 €');
    expect(fr).toContain('30,60 €');
    expect(text(await renderInPage('nl', summary, 'https://shop.example/nl/winkelwagen'))).toContain('€ 30,60');
  });

  it('formats the order list in the page language', async () => {
    const order = {
      id: '1001',
      key: 'k',
      name: '#1001',
      dateText: '3 mars 2026',
      isoDate: '2026-03-03',
      fulfillmentStatus: 'FULFILLED',
      total: eur('22.0'),
    };
    const html = text(await renderInPage('fr', <OrderTable orders={[order]} />, 'https://shop.example/fr/compte/commandes'));
    expect(html).toContain('22,00 €');
  });
});
