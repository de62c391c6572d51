import {describe, expect, it} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import {I18nProvider} from '~/i18n/translate';
import {ShopifyProvider} from '@shopify/hydrogen-react';
import {ProductBadgeList} from '~/components/shop/product-badge-list';
import {ProductPrice} from '~/components/shop/product-price';
import {createI18n} from '~/i18n/i18n';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {CATALOGUES} from '~/i18n/messages.server';

function render(locale: Locale, element: React.ReactElement) {
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale, CATALOGUES[locale])}>
      <ShopifyProvider
        storeDomain="http://127.0.0.1:4010"
        storefrontToken="public"
        storefrontApiVersion="2026-04"
        countryIsoCode="BE"
        languageIsoCode={LOCALE_INFO[locale].language}
      >
        {element}
      </ShopifyProvider>
    </I18nProvider>,
  );
}

const eur = (amount: string) => ({amount, currencyCode: 'EUR' as const});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('ProductPrice', () => {
  it('formats the price in the page language', () => {
    expect(text(render('en', <ProductPrice price={eur('18.5')} />))).toBe('€18.50');
    expect(text(render('fr', <ProductPrice price={eur('18.5')} />))).toBe('18,50 €');
    expect(text(render('nl', <ProductPrice price={eur('18.5')} />))).toBe('€ 18,50');
  });

  it('strikes and names the compare-at price when on sale', () => {
    const html = render('en', <ProductPrice price={eur('14')} compareAtPrice={eur('18')} />);
    expect(html).toContain('<s class="product-price__compare-at">');
    expect(text(html)).toBe('Sale price €14.00 Regular price €18.00');
  });

  it('hides a compare-at price that is not above the price', () => {
    const html = render('en', <ProductPrice price={eur('18')} compareAtPrice={eur('18')} />);
    expect(html).not.toContain('<s class');
    expect(text(html)).toBe('€18.00');
  });

  it('reads "from" when variants differ in price', () => {
    expect(text(render('nl', <ProductPrice price={eur('12')} from />))).toBe('Vanaf € 12,00');
  });
});

describe('ProductBadgeList', () => {
  it('lists the badges in the page language', () => {
    const html = render('fr', <ProductBadgeList badges={{onSale: true, soldOut: true, comingSoon: true}} />);
    expect(text(html)).toBe('Bientôt disponible En promo Épuisé');
  });

  it('renders nothing without a badge', () => {
    expect(render('en', <ProductBadgeList badges={{onSale: false, soldOut: false, comingSoon: false}} />)).toBe('');
  });
});
