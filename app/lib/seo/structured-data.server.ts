import type {Event, Place, Workshop} from '~/lib/cms/content-model';
import {HOME_TIME_ZONE, isoWithOffset} from '~/i18n/dates';

export type JsonLd = {'@context': 'https://schema.org'; '@type': string} & Record<string, unknown>;

export interface Group {
  name: string;
  url: string;
}

const groupNode = (group: Group) => ({'@type': 'MusicGroup', name: group.name, url: group.url});

function postalPlace(place: Pick<Place, 'venueName' | 'address' | 'city' | 'country'>) {
  return {
    '@type': 'Place',
    name: place.venueName,
    address: {
      '@type': 'PostalAddress',
      ...(place.address ? {streetAddress: place.address} : {}),
      addressLocality: place.city,
      addressCountry: place.country,
    },
  };
}

const EVENT_TYPE: Record<Event['eventType'], string> = {
  concert: 'MusicEvent',
  live_show: 'MusicEvent',
  festival: 'MusicEvent',
  ball: 'DanceEvent',
  workshop: 'EducationEvent',
};

// The CMS knows a ticket link and a status, never a price: only a free event has one, 0 EUR. Google
// recommends `offers` but does not require it, and reports an offer without a price: an event whose
// price only its ticket seller knows has none (its page and ticket link still say where to buy).
function eventOffer(event: Event, pageUrl: string) {
  if (event.ticketStatus !== 'free') return null;
  return {
    '@type': 'Offer',
    url: event.ticketUrl ?? pageUrl,
    price: 0,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
  };
}

// A workshop's price is written in words ("€95, or €60 for students"); the first amount in euros is
// its full price. Without one the workshop has no offer, for the reason an event has none.
export function workshopPrice(priceText: string | null | undefined): number | null {
  const amount = priceText?.match(/€\s*(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s*€/);
  const digits = amount?.[1] ?? amount?.[2];
  return digits ? Number(digits.replace(',', '.')) : null;
}

export interface EventJsonLdInput {
  event: Event;
  pageUrl: string;
  description: string;
  image: string | null;
  group: Group;
}

export function eventJsonLd({event, pageUrl, description, image, group}: EventJsonLdInput): JsonLd {
  const offer = eventOffer(event, pageUrl);
  return {
    '@context': 'https://schema.org',
    '@type': EVENT_TYPE[event.eventType],
    name: event.title,
    description,
    startDate: isoWithOffset(event.startsAt, event.timezone),
    ...(event.endsAt ? {endDate: isoWithOffset(event.endsAt, event.timezone)} : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: postalPlace(event),
    ...(image ? {image: [image]} : {}),
    performer: groupNode(group),
    organizer: groupNode(group),
    url: pageUrl,
    ...(offer ? {offers: offer} : {}),
  };
}

export interface WorkshopJsonLdInput {
  workshop: Workshop;
  pageUrl: string;
  description: string;
  image: string | null;
  group: Group;
  past?: boolean;
}

export function workshopJsonLd({workshop, pageUrl, description, image, group, past}: WorkshopJsonLdInput): JsonLd {
  const price = past ? null : workshopPrice(workshop.priceText);
  const offer = price === null
    ? null
    : {
        '@type': 'Offer',
        url: workshop.signUpUrl,
        price,
        priceCurrency: 'EUR',
        ...(workshop.priceText ? {description: workshop.priceText} : {}),
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    name: workshop.title,
    description,
    startDate: isoWithOffset(workshop.startsAt, HOME_TIME_ZONE),
    endDate: isoWithOffset(workshop.endsAt, HOME_TIME_ZONE),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    educationalLevel: workshop.level,
    location: postalPlace(workshop.place),
    ...(image ? {image: [image]} : {}),
    performer: groupNode(group),
    organizer: groupNode(group),
    url: pageUrl,
    ...(offer ? {offers: offer} : {}),
  };
}

export interface OrganizationJsonLdInput {
  group: Group;
  description: string;
  logo: string;
  image?: string | null;
  sameAs?: string[];
}

export function organizationJsonLd(input: OrganizationJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: input.group.name,
    url: input.group.url,
    logo: input.logo,
    description: input.description,
    ...(input.image ? {image: input.image} : {}),
    ...(input.sameAs?.length ? {sameAs: input.sameAs} : {}),
  };
}

export function breadcrumbListJsonLd(trail: Array<{name: string; url: string}>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

type Money = {amount: string; currencyCode: string};

export interface ProductJsonLdInput {
  title: string;
  description: string;
  vendor?: string | null;
  variant: {sku?: string | null; price: Money; availableForSale: boolean} | null;
  image?: string | null;
  comingSoon: boolean;
  pageUrl: string;
}

function offerAvailability(variant: NonNullable<ProductJsonLdInput['variant']>, comingSoon: boolean) {
  if (!variant.availableForSale) return 'https://schema.org/SoldOut';
  return comingSoon ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock';
}

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
