import {describe, expect, it} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import {I18nProvider} from '~/i18n/translate';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router';
import {ShopifyProvider} from '@shopify/hydrogen-react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/shop/product-card';
import {createI18n} from '~/i18n/i18n';
import {CATALOGUES} from '~/i18n/messages.server';
import {withBadges} from '~/lib/shop/product-badges';

const eur = (amount: string) => ({amount, currencyCode: 'EUR' as const});

// The new album as the collection query returns it.
const TIDEWATER: ProductCardFragment = {
  id: 'gid://shopify/Product/6',
  handle: 'tidewater',
  title: 'Marée haute',
  availableForSale: true,
  featuredImage: null,
  priceRange: {minVariantPrice: eur('18.0'), maxVariantPrice: eur('18.0')},
  cardVariant: {id: 'gid://shopify/ProductVariant/6', availableForSale: true, price: eur('18.0'), compareAtPrice: null},
  releaseDate: {value: '2025-11-07'},
};

async function renderCard(now: Date) {
  const [product] = withBadges([TIDEWATER], now);
  // A server-side data router: the card's link reads the page's language from it.
  const handler = createStaticHandler([{path: '/fr/shop/collections/cds', element: <ProductCard product={product} />}]);
  const context = await handler.query(new Request('https://shop.example/fr/shop/collections/cds'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToStaticMarkup(
    <I18nProvider i18n={createI18n('fr', CATALOGUES.fr)}>
      <ShopifyProvider
        storeDomain="http://127.0.0.1:4010"
        storefrontToken="public"
        storefrontApiVersion="2026-04"
        countryIsoCode="BE"
        languageIsoCode="FR"
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ShopifyProvider>
    </I18nProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe('ProductCard on a fixed clock', () => {
  it('labels the new album "coming soon" until its release day (Brussels time)', async () => {
    expect(await renderCard(new Date('2025-11-06T22:59:00Z'))).toBe('Marée haute 18,00 € Bientôt disponible');
  });

  it('drops the label from the release day on', async () => {
    expect(await renderCard(new Date('2025-11-06T23:00:00Z'))).toBe('Marée haute 18,00 €');
  });
});
