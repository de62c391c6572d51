import {describe, expect, it} from 'vitest';
import {ProductBadgeList} from '~/components/shop/product-badge-list';
import {PriceFormat} from '~/components/shop/price-format';
import {ProductPrice} from '~/components/shop/product-price';
import type {Locale} from '~/i18n/locales';
import {renderInPage, text} from './render-in-page';

const render = (locale: Locale, element: React.ReactElement) => renderInPage(locale, element);

const eur = (amount: string) => ({amount, currencyCode: 'EUR' as const});

describe('ProductPrice', () => {
  // No ShopifyProvider around it: the price brings its own, in the language of the root route's data.
  it('formats the price in the page language', async () => {
    expect(text(await render('en', <ProductPrice price={eur('18.5')} />))).toBe('€18.50');
    expect(text(await render('fr', <ProductPrice price={eur('18.5')} />))).toBe('18,50 €');
    expect(text(await render('nl', <ProductPrice price={eur('18.5')} />))).toBe('€ 18,50');
  });

  // A list of cards is wrapped once; each card's price inside it adds no provider of its own.
  it('formats the prices of a list wrapped in one provider in the page language', async () => {
    const list = (
      <PriceFormat>
        <ProductPrice price={eur('18.5')} />
        <ProductPrice price={eur('7')} />
      </PriceFormat>
    );
    expect(text(await render('fr', list))).toBe('18,50 € 7,00 €');
    expect(text(await render('nl', list))).toBe('€ 18,50 € 7,00');
  });

  it('strikes and names the compare-at price when on sale', async () => {
    const html = await render('en', <ProductPrice price={eur('14')} compareAtPrice={eur('18')} />);
    expect(html).toContain('<s class="product-price__compare-at">');
    expect(text(html)).toBe('Sale price €14.00 Regular price €18.00');
  });

  it('hides a compare-at price that is not above the price', async () => {
    const html = await render('en', <ProductPrice price={eur('18')} compareAtPrice={eur('18')} />);
    expect(html).not.toContain('<s class');
    expect(text(html)).toBe('€18.00');
  });

  it('reads "from" when variants differ in price', async () => {
    expect(text(await render('nl', <ProductPrice price={eur('12')} from />))).toBe('Vanaf € 12,00');
  });
});

describe('ProductBadgeList', () => {
  it('lists the badges in the page language', async () => {
    const html = await render('fr', <ProductBadgeList badges={{onSale: true, soldOut: true, comingSoon: true}} />);
    expect(text(html)).toBe('Bientôt disponible En promo Épuisé');
  });

  it('renders nothing without a badge', async () => {
    expect(await render('en', <ProductBadgeList badges={{onSale: false, soldOut: false, comingSoon: false}} />)).toBe('');
  });
});
