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

export function workshopJsonLd(workshop: Workshop, pageUrl: string, description: string): JsonLd {
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
    offers: {'@type': 'Offer', url: workshop.signUpUrl, description: workshop.priceText},
  };
}
