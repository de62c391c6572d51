import {describe, expect, it} from 'vitest';
import type {Workshop} from '~/lib/cms/schemas';
import {productJsonLd, workshopJsonLd, type ProductJsonLdInput} from '~/lib/structured-data';

const input = (overrides: Partial<ProductJsonLdInput> = {}): ProductJsonLdInput => ({
  title: 'Dansen uit het grensland',
  description: 'De dansmelodieën van Bramen in bloei.',
  vendor: 'Ronce & Rivière',
  variant: {sku: 'RR-TB-01-P-NL-STF', price: {amount: '22.0', currencyCode: 'EUR'}, availableForSale: true},
  image: 'https://cdn.test/tunebook.jpg',
  comingSoon: false,
  pageUrl: 'https://duo.test/nl/shop/producten/tunebook',
  ...overrides,
});

describe('productJsonLd', () => {
  it('describes the product and the selected variant as its offer', () => {
    expect(productJsonLd(input())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Dansen uit het grensland',
      description: 'De dansmelodieën van Bramen in bloei.',
      image: 'https://cdn.test/tunebook.jpg',
      brand: {'@type': 'Brand', name: 'Ronce & Rivière'},
      sku: 'RR-TB-01-P-NL-STF',
      url: 'https://duo.test/nl/shop/producten/tunebook',
      offers: {
        '@type': 'Offer',
        url: 'https://duo.test/nl/shop/producten/tunebook',
        price: '22.0',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('says sold out, or pre-order before the release day', () => {
    const soldOut = productJsonLd(input({variant: {...input().variant!, availableForSale: false}}));
    expect(soldOut.offers).toMatchObject({availability: 'https://schema.org/SoldOut'});
    expect(productJsonLd(input({comingSoon: true})).offers).toMatchObject({
      availability: 'https://schema.org/PreOrder',
    });
  });

  it('leaves out what the shop does not have', () => {
    const bare = productJsonLd(input({vendor: null, image: null, description: '', variant: null}));
    expect(bare).not.toHaveProperty('brand');
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('sku');
    expect(bare).not.toHaveProperty('offers');
  });
});

describe('workshopJsonLd', () => {
  const workshop: Workshop = {
    id: 1,
    documentId: 'accordion',
    locale: 'en',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    publishedAt: '2026-01-01T00:00:00Z',
    handle: 'accordion-bourrees',
    title: 'Diatonic accordion: bourrées',
    startsAt: '2026-04-18T10:00:00+02:00',
    endsAt: '2026-04-19T16:30:00+02:00',
    place: {venueName: 'Folkcentrum', city: 'Gent', country: 'BE', address: 'Kouter 1'},
    level: 'intermediate',
    priceText: '€120',
    description: [],
    signUpUrl: 'https://signup.test/accordion',
    image: null,
  };
  const url = 'https://duo.test/workshops/accordion-bourrees';

  it('offers the sign-up of a workshop to come', () => {
    expect(workshopJsonLd(workshop, url, 'Two days').offers).toEqual({
      '@type': 'Offer',
      url: 'https://signup.test/accordion',
      description: '€120',
    });
  });

  it('offers nothing once the workshop has taken place', () => {
    const data = workshopJsonLd(workshop, url, 'Two days', true);
    expect(data).not.toHaveProperty('offers');
    expect(data).toMatchObject({name: workshop.title, startDate: workshop.startsAt, url});
  });
});
