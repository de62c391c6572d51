import {z} from 'zod';

export const CONTENT_LOCALES = ['en', 'fr', 'nl'] as const;
export const ContentLocaleSchema = z.enum(CONTENT_LOCALES);
export type ContentLocale = z.infer<typeof ContentLocaleSchema>;

export const STRAPI_COLLECTIONS = {
  homePage: 'home-page',
  aboutPages: 'about-pages',
  events: 'events',
  liveShows: 'live-shows',
  workshops: 'workshops',
  videos: 'videos',
  photos: 'photos',
  podcasts: 'podcasts',
  radioInterviews: 'radio-interviews',
  pressArticles: 'press-articles',
  contactMessages: 'contact-messages',
  newsletterSubscriptions: 'newsletter-subscriptions',
} as const;
export type StrapiCollectionKey = keyof typeof STRAPI_COLLECTIONS;
export type StrapiCollectionPath = (typeof STRAPI_COLLECTIONS)[StrapiCollectionKey];
export const STRAPI_SINGLE_TYPES: readonly StrapiCollectionPath[] = [STRAPI_COLLECTIONS.homePage];

export const IsoDateTimeSchema = z.iso.datetime({offset: true});
export const IsoDateSchema = z.iso.date();
export const HandleSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A handle is lower-case words joined by hyphens.');
export const HttpUrlSchema = z.url({protocol: /^https?$/});
export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 country code.');

// Building a formatter is the costly part of reading an event, and content names a handful of zones:
// each answer is kept, up to a bound that a feed of made-up names cannot pass.
const KNOWN_TIME_ZONES = 200;
const timeZoneAnswers = new Map<string, boolean>();

function isIanaTimeZone(value: string): boolean {
  let valid = timeZoneAnswers.get(value);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', {timeZone: value});
      valid = value.includes('/') || value === 'UTC';
    } catch {
      valid = false;
    }
    if (timeZoneAnswers.size < KNOWN_TIME_ZONES) timeZoneAnswers.set(value, valid);
  }
  return valid;
}
export const TimeZoneSchema = z.string().refine(isIanaTimeZone, 'Use an IANA time zone such as Europe/Brussels.');

export const MediaFormatSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  mime: z.string().optional(),
  name: z.string().optional(),
  size: z.number().optional(),
});
export type MediaFormat = z.infer<typeof MediaFormatSchema>;

export const MediaSchema = z.object({
  id: z.number().int().positive(),
  documentId: z.string().min(1).optional(),
  name: z.string().optional(),
  url: z.string().min(1),
  alternativeText: z.string().nullable(),
  caption: z.string().nullable().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  mime: z.string().optional(),
  formats: z.record(z.string(), MediaFormatSchema).nullable().optional(),
});
export type Media = z.infer<typeof MediaSchema>;

export const ImageAltSchema = z.string().max(300).nullish();
