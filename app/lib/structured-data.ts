import type {Event, Place, Workshop} from './cms/schemas';

/** schema.org objects for `screenMeta({jsonLd})`; Hydrogen serialises them into `<script type="application/ld+json">`. */
export type JsonLd = {'@context': 'https://schema.org'; '@type': string} & Record<string, unknown>;

const ORGANIZER = {'@type': 'MusicGroup', name: 'Ronce & Rivière'} as const;

function postalPlace(place: Pick<Place, 'venueName' | 'address' | 'city' | 'country'>) {
  return {
    '@type': 'Place',
    name: place.venueName,
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.address || undefined,
      addressLocality: place.city,
      addressCountry: place.country,
    },
  };
}

const AVAILABILITY: Record<Event['ticketStatus'], string | undefined> = {
  available: 'https://schema.org/InStock',
  few_left: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/SoldOut',
  free: 'https://schema.org/InStock',
  tba: 'https://schema.org/PreOrder',
};

export function musicEventJsonLd(event: Event, pageUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.title,
    startDate: event.startsAt,
    ...(event.endsAt ? {endDate: event.endsAt} : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: postalPlace(event),
    performer: ORGANIZER,
    organizer: ORGANIZER,
    url: pageUrl,
    ...(event.ticketUrl || event.ticketStatus === 'free'
      ? {
          offers: {
            '@type': 'Offer',
            url: event.ticketUrl ?? pageUrl,
            availability: AVAILABILITY[event.ticketStatus],
            ...(event.ticketStatus === 'free' ? {price: 0, priceCurrency: 'EUR'} : {}),
          },
        }
      : {}),
  };
}

/** A workshop that has taken place (`past`) is no longer offered: its data carries no sign-up offer. */
export function workshopJsonLd(workshop: Workshop, pageUrl: string, description: string, past = false): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    name: workshop.title,
    description,
    startDate: workshop.startsAt,
    endDate: workshop.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    educationalLevel: workshop.level,
    location: postalPlace(workshop.place),
    organizer: ORGANIZER,
    url: pageUrl,
    ...(past ? {} : {offers: {'@type': 'Offer', url: workshop.signUpUrl, description: workshop.priceText}}),
  };
}

type Money = {amount: string; currencyCode: string};

export interface ProductJsonLdInput {
  title: string;
  description: string;
  vendor?: string | null;
  /** The selected variant: its price, availability and SKU make the offer. */
  variant: {sku?: string | null; price: Money; availableForSale: boolean} | null;
  image?: string | null;
  /** Before the release day a product for sale is a pre-order. */
  comingSoon: boolean;
  pageUrl: string;
}

function offerAvailability(variant: NonNullable<ProductJsonLdInput['variant']>, comingSoon: boolean) {
  if (!variant.availableForSale) return 'https://schema.org/SoldOut';
  return comingSoon ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock';
}

/** A shop item as schema.org `Product` with the selected variant's `Offer`. */
export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const {variant} = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.title,
    ...(input.description ? {description: input.description} : {}),
    ...(input.image ? {image: input.image} : {}),
    ...(input.vendor ? {brand: {'@type': 'Brand', name: input.vendor}} : {}),
    ...(variant?.sku ? {sku: variant.sku} : {}),
    url: input.pageUrl,
    ...(variant
      ? {
          offers: {
            '@type': 'Offer',
            url: input.pageUrl,
            price: variant.price.amount,
            priceCurrency: variant.price.currencyCode,
            availability: offerAvailability(variant, input.comingSoon),
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
}
