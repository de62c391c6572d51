// The content types the site reads and the ones it writes, by their Strapi uid.
import type {UID} from '@strapi/strapi';

export const LOCALES = ['en', 'fr', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const HOME_PAGE = 'api::home-page.home-page';
export const EVENT = 'api::event.event';
export const LIVE_SHOW = 'api::live-show.live-show';
export const MAIL_TEXT = 'api::mail-text.mail-text';
export const CONTACT_MESSAGE = 'api::contact-message.contact-message';
export const NEWSLETTER_SUBSCRIPTION = 'api::newsletter-subscription.newsletter-subscription';
/** What the duo write to the subscribers; never read by the site. */
export const NEWSLETTER = 'api::newsletter.newsletter';
/** Internal: the keyed writes already handled (see middlewares/idempotency.ts). */
export const IDEMPOTENCY_KEY = 'api::idempotency-key.idempotency-key';

interface ReadableType {
  uid: UID.ContentType;
  single?: true;
}

/** Everything the site shows; single types have no findOne. */
export const READABLE_TYPES: readonly ReadableType[] = [
  {uid: HOME_PAGE, single: true},
  {uid: 'api::about-page.about-page'},
  {uid: EVENT},
  {uid: LIVE_SHOW},
  {uid: 'api::workshop.workshop'},
  {uid: 'api::video.video'},
  {uid: 'api::photo.photo'},
  {uid: 'api::podcast.podcast'},
  {uid: 'api::radio-interview.radio-interview'},
  {uid: 'api::press-article.press-article'},
];

/** The types whose `handle` is one value for all languages. */
export const TYPES_WITH_SHARED_HANDLE: readonly string[] = [
  'api::about-page.about-page',
  EVENT,
  LIVE_SHOW,
  'api::workshop.workshop',
];

export const READ_ACTIONS: readonly string[] = READABLE_TYPES.flatMap(({uid, single}) =>
  single ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`],
);

export const SITE_WRITE_ACTIONS: readonly string[] = [
  `${CONTACT_MESSAGE}.create`,
  `${NEWSLETTER_SUBSCRIPTION}.create`,
  `${NEWSLETTER_SUBSCRIPTION}.confirm`,
  `${NEWSLETTER_SUBSCRIPTION}.unsubscribe`,
];

export const INBOX_ACTIONS: readonly string[] = [CONTACT_MESSAGE, NEWSLETTER_SUBSCRIPTION].flatMap((uid) => [
  `${uid}.find`,
  `${uid}.findOne`,
]);

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
