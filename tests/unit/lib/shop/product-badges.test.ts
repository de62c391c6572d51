import {describe, expect, it} from 'vitest';
import {isOnSale, productBadges, withBadges} from '~/lib/shop/product-badges';

const eur = (amount: string) => ({amount, currencyCode: 'EUR'});

const product = (overrides: Partial<Parameters<typeof productBadges>[0]> = {}) => ({
  availableForSale: true,
  cardVariant: {price: eur('18.0'), compareAtPrice: null},
  releaseDate: null,
  ...overrides,
});

// A fixed clock on each side of the new album's release (7 Nov 2025, Brussels time).
const BEFORE_RELEASE = new Date('2025-11-01T10:00:00Z');
const AFTER_RELEASE = new Date('2025-11-08T10:00:00Z');

describe('isOnSale', () => {
  it('is true only when the compare-at price is above the price', () => {
    expect(isOnSale(eur('15.0'), eur('20.0'))).toBe(true);
    expect(isOnSale(eur('20.0'), eur('20.0'))).toBe(false);
    expect(isOnSale(eur('20.0'), eur('15.0'))).toBe(false);
    expect(isOnSale(eur('20.0'), null)).toBe(false);
    expect(isOnSale(null, eur('20.0'))).toBe(false);
  });

  it('compares amounts as numbers, not as text', () => {
    expect(isOnSale(eur('9.5'), eur('10.0'))).toBe(true);
    expect(isOnSale(eur('100.0'), eur('20.0'))).toBe(false);
  });
});

describe('productBadges', () => {
  it('shows no badge for an ordinary product', () => {
    expect(productBadges(product(), AFTER_RELEASE)).toEqual({onSale: false, soldOut: false, comingSoon: false});
  });

  it('marks a product on sale from its card variant', () => {
    const onSale = product({cardVariant: {price: eur('14.0'), compareAtPrice: eur('18.0')}});
    expect(productBadges(onSale, AFTER_RELEASE).onSale).toBe(true);
  });

  it('marks a product sold out when no variant is for sale', () => {
    expect(productBadges(product({availableForSale: false}), AFTER_RELEASE).soldOut).toBe(true);
  });

  it('shows "coming soon" on the new album before its release date and not after', () => {
    const album = product({releaseDate: {value: '2025-11-07'}});
    expect(productBadges(album, BEFORE_RELEASE).comingSoon).toBe(true);
    expect(productBadges(album, AFTER_RELEASE).comingSoon).toBe(false);
  });

  it('adds the badges to each product and keeps its fields', () => {
    const [card] = withBadges([{...product({availableForSale: false}), handle: 'winter-hearth'}], AFTER_RELEASE);
    expect(card.handle).toBe('winter-hearth');
    expect(card.badges.soldOut).toBe(true);
  });
});
