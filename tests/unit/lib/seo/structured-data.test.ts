import {describe, expect, it} from 'vitest';
import type {Event, Workshop} from '~/lib/cms/content-model';
import {
  breadcrumbListJsonLd,
  eventJsonLd,
  organizationJsonLd,
  productJsonLd,
  workshopJsonLd,
  workshopPrice,
  type ProductJsonLdInput,
} from '~/lib/seo/structured-data.server';
import {BreadcrumbListShape, EventShape, OrganizationShape, ProductShape} from '../../../fixtures/schema-org';

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

const group = {name: 'Ronce & Rivière', url: 'https://duo.test/fr'};

function event(overrides: Partial<Event> = {}): Event {
  return {
    id: 2,
    documentId: 'lw24lar5ooc5f23fxygr9vca',
    locale: 'fr',
    createdAt: '2025-09-20T08:00:00.000Z',
    updatedAt: '2025-09-20T08:00:00.000Z',
    publishedAt: '2025-09-20T08:00:00.000Z',
    title: 'Bal de printemps à Namur',
    handle: 'bal-namur-2026-03',
    // Strapi stores UTC; the venue is in Brussels.
    startsAt: '2026-03-14T19:30:00.000Z',
    endsAt: '2026-03-14T23:30:00.000Z',
    timezone: 'Europe/Brussels',
    venueName: 'La Marlagne',
    city: 'Namur',
    country: 'BE',
    address: 'Chemin des Marronniers 26, 5100 Wépion',
    ticketUrl: 'https://tickets.example.com/bal-namur',
    ticketStatus: 'few_left',
    eventType: 'concert',
    liveShow: null,
    ...overrides,
  };
}

const eventInput = (overrides: Partial<Event> = {}) => ({
  event: event(overrides),
  pageUrl: 'https://duo.test/fr/calendrier#bal-namur-2026-03',
  description: 'Concert avec Ronce & Rivière à La Marlagne, Namur.',
  image: 'https://cms.test/uploads/large_home-hero.jpg',
  group,
});

describe('eventJsonLd', () => {
  it('has what Google asks of an event, dates at the venue with their offset', () => {
    const jsonLd = eventJsonLd(eventInput());
    expect(EventShape.safeParse(jsonLd).error).toBeUndefined();
    expect(jsonLd).toMatchObject({
      '@type': 'MusicEvent',
      startDate: '2026-03-14T20:30:00+01:00',
      endDate: '2026-03-15T00:30:00+01:00',
      location: {
        '@type': 'Place',
        name: 'La Marlagne',
        address: {streetAddress: 'Chemin des Marronniers 26, 5100 Wépion', addressLocality: 'Namur', addressCountry: 'BE'},
      },
      image: ['https://cms.test/uploads/large_home-hero.jpg'],
      performer: {'@type': 'MusicGroup', name: 'Ronce & Rivière', url: 'https://duo.test/fr'},
      organizer: {'@type': 'MusicGroup', name: 'Ronce & Rivière', url: 'https://duo.test/fr'},
    });
  });

  it('gives no offer where the content knows no price, sold out or not', () => {
    for (const ticketStatus of ['available', 'few_left', 'sold_out', 'tba'] as const) {
      expect(eventJsonLd(eventInput({ticketStatus})), ticketStatus).not.toHaveProperty('offers');
    }
  });

  it('writes summer dates with summer time, and a ball as a dance event', () => {
    const jsonLd = eventJsonLd(
      eventInput({startsAt: '2026-07-18T14:00:00Z', endsAt: null, eventType: 'ball', timezone: 'Europe/London'}),
    );
    expect(jsonLd).toMatchObject({'@type': 'DanceEvent', startDate: '2026-07-18T15:00:00+01:00'});
    expect(jsonLd).not.toHaveProperty('endDate');
    expect(EventShape.safeParse(jsonLd).error).toBeUndefined();
  });

  it('offers a free event at 0 EUR from its page, and no offer without a ticket link', () => {
    const free = eventJsonLd(eventInput({ticketStatus: 'free', ticketUrl: null}));
    expect(free.offers).toEqual({
      '@type': 'Offer',
      url: 'https://duo.test/fr/calendrier#bal-namur-2026-03',
      price: 0,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(EventShape.safeParse(free).error).toBeUndefined();
    expect(eventJsonLd(eventInput({ticketStatus: 'tba', ticketUrl: null}))).not.toHaveProperty('offers');
  });

  it('leaves the image out rather than invent one', () => {
    const jsonLd = eventJsonLd({...eventInput(), image: null});
    expect(jsonLd).not.toHaveProperty('image');
    expect(EventShape.safeParse(jsonLd).success).toBe(false);
  });
});

describe('workshopJsonLd', () => {
  it('is an education event at home time, offered at its sign-up link', () => {
    const jsonLd = workshopJsonLd({
      workshop: {
        ...event(),
        handle: 'accordion-bourrees',
        title: 'Accordéon diatonique : bourrées à deux et trois temps',
        startsAt: '2026-04-18T08:00:00.000Z',
        endsAt: '2026-04-19T14:30:00.000Z',
        place: {venueName: 'Maison du folk', city: 'Gent', country: 'BE', address: ''},
        level: 'intermediate',
        priceText: '140 € le week-end, repas compris',
        description: [],
        signUpUrl: 'https://tickets.example.com/workshop-accordion',
        image: null,
      },
      pageUrl: 'https://duo.test/fr/ateliers/accordion-bourrees',
      description: 'Deux jours de bourrées.',
      image: 'https://cms.test/uploads/small_workshop-accordion.jpg',
      group,
    });
    expect(EventShape.safeParse(jsonLd).error).toBeUndefined();
    expect(jsonLd).toMatchObject({
      '@type': 'EducationEvent',
      startDate: '2026-04-18T10:00:00+02:00',
      endDate: '2026-04-19T16:30:00+02:00',
      location: {address: {addressLocality: 'Gent'}},
      offers: {
        url: 'https://tickets.example.com/workshop-accordion',
        price: 140,
        priceCurrency: 'EUR',
        description: '140 € le week-end, repas compris',
      },
    });
    expect((jsonLd.location as {address: object}).address).not.toHaveProperty('streetAddress');
  });

  it('offers nothing once the workshop has taken place', () => {
    const workshop: Workshop = {
      id: 1,
      documentId: 'accordion',
      locale: 'fr',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      publishedAt: '2026-01-01T00:00:00Z',
      handle: 'accordion-bourrees',
      title: 'Accordéon diatonique : bourrées',
      startsAt: '2026-04-18T08:00:00.000Z',
      endsAt: '2026-04-19T14:30:00.000Z',
      place: {venueName: 'Maison du folk', city: 'Gent', country: 'BE', address: ''},
      level: 'intermediate',
      priceText: '140 €',
      description: [],
      signUpUrl: 'https://tickets.example.com/workshop-accordion',
      image: null,
    };
    const input = {workshop, pageUrl: 'https://duo.test/fr/ateliers/x', description: 'x', image: null, group};
    expect(workshopJsonLd(input).offers).toMatchObject({url: 'https://tickets.example.com/workshop-accordion'});
    const past = workshopJsonLd({...input, past: true});
    expect(past).not.toHaveProperty('offers');
    expect(past).toMatchObject({name: workshop.title, url: 'https://duo.test/fr/ateliers/x'});
  });
});

describe('workshopPrice', () => {
  it.each([
    ['€140 for the weekend, lunches included', 140],
    ['€ 75 voor de dag, instrument huren € 15', 75],
    ['95 €, ou 60 € pour les étudiants', 95],
    ['€12,50 per session', 12.5],
    ['Free for members', null],
    ['', null],
  ])('reads the full price of “%s”', (text, price) => {
    expect(workshopPrice(text)).toBe(price);
  });
});

describe('organizationJsonLd', () => {
  it('names the duo with its home page, logo and picture', () => {
    const jsonLd = organizationJsonLd({
      group,
      description: 'Duo folk belge depuis 2003.',
      logo: 'https://duo.test/assets/favicon-abc.svg',
      image: 'https://cms.test/uploads/medium_home-hero.jpg',
    });
    expect(OrganizationShape.safeParse(jsonLd).error).toBeUndefined();
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: 'Ronce & Rivière',
      url: 'https://duo.test/fr',
      logo: 'https://duo.test/assets/favicon-abc.svg',
      description: 'Duo folk belge depuis 2003.',
      image: 'https://cms.test/uploads/medium_home-hero.jpg',
    });
  });

  it('lists profiles elsewhere only when there are some', () => {
    const base = {group, description: 'x', logo: 'https://duo.test/logo.svg'};
    expect(organizationJsonLd({...base, sameAs: []})).not.toHaveProperty('sameAs');
    expect(organizationJsonLd({...base, sameAs: ['https://example.com/duo']}).sameAs).toEqual([
      'https://example.com/duo',
    ]);
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the trail from 1, each with a name and an absolute URL', () => {
    const jsonLd = breadcrumbListJsonLd([
      {name: 'Accueil', url: 'https://duo.test/fr'},
      {name: 'Médias & presse', url: 'https://duo.test/fr/medias-et-presse'},
      {name: 'Photos', url: 'https://duo.test/fr/medias-et-presse/photos'},
    ]);
    expect(BreadcrumbListShape.safeParse(jsonLd).error).toBeUndefined();
    expect(jsonLd.itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://duo.test/fr'},
      {'@type': 'ListItem', position: 2, name: 'Médias & presse', item: 'https://duo.test/fr/medias-et-presse'},
      {'@type': 'ListItem', position: 3, name: 'Photos', item: 'https://duo.test/fr/medias-et-presse/photos'},
    ]);
  });
});

describe('productJsonLd shape', () => {
  it("has what Google asks of a product's offer", () => {
    expect(ProductShape.safeParse(productJsonLd(input())).error).toBeUndefined();
  });
});
