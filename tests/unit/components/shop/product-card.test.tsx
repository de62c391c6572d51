import {describe, expect, it} from 'vitest';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/shop/product-card';
import {withBadges} from '~/lib/shop/product-badges';
import {renderInPage, text} from './render-in-page';

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
  return text(await renderInPage('fr', <ProductCard product={product} />, 'https://shop.example/fr/shop/collections/cds'));
}

describe('ProductCard on a fixed clock', () => {
  it('labels the new album "coming soon" until its release day (Brussels time)', async () => {
    expect(await renderCard(new Date('2025-11-06T22:59:00Z'))).toBe('Marée haute 18,00 € Bientôt disponible');
  });

  it('drops the label from the release day on', async () => {
    expect(await renderCard(new Date('2025-11-06T23:00:00Z'))).toBe('Marée haute 18,00 €');
  });
});
