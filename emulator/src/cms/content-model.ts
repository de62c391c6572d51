// The emulator's model of the Strapi project (docs/cms.md): the readable content types with their kind
// and the fields Strapi leaves out unless populated. The private types (mail-text, contact-message,
// newsletter-subscription) are not served here: see submission-model.ts and cms-mails.ts.

/** The content languages: Strapi's i18n locales, `en` the default. */
export const CONTENT_LANGUAGES = ['en', 'fr', 'nl'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ContentLanguage = 'en';

/** REST paths (`/api/{path}`) of the readable types: Strapi's plural names, `home-page` a single type. */
export const CONTENT_PATHS = {
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
} as const;

/** The private single type holding the CMS's mail texts; read from content/ like the rest, never served. */
export const MAIL_TEXT_PATH = 'mail-text';

export type PopulatableKind = 'media' | 'relation' | 'component';

export interface ContentType {
  path: string;
  kind: 'single' | 'collection';
  populatable: Record<string, {kind: PopulatableKind; target?: string}>;
}

const media = {kind: 'media'} as const;

const TYPES: ContentType[] = [
  {path: CONTENT_PATHS.homePage, kind: 'single', populatable: {heroImage: media}},
  {path: CONTENT_PATHS.aboutPages, kind: 'collection', populatable: {image: media}},
  {
    path: CONTENT_PATHS.events,
    kind: 'collection',
    populatable: {liveShow: {kind: 'relation', target: CONTENT_PATHS.liveShows}, image: media},
  },
  {path: CONTENT_PATHS.liveShows, kind: 'collection', populatable: {image: media}},
  {path: CONTENT_PATHS.workshops, kind: 'collection', populatable: {place: {kind: 'component'}, image: media}},
  {path: CONTENT_PATHS.videos, kind: 'collection', populatable: {thumbnail: media}},
  {path: CONTENT_PATHS.photos, kind: 'collection', populatable: {image: media}},
  {path: CONTENT_PATHS.podcasts, kind: 'collection', populatable: {}},
  {path: CONTENT_PATHS.radioInterviews, kind: 'collection', populatable: {}},
  {path: CONTENT_PATHS.pressArticles, kind: 'collection', populatable: {}},
];

export const CONTENT_TYPES = new Map(TYPES.map((type) => [type.path, type]));
