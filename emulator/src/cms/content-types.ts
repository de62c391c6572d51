// The content types the emulator serves, and which of their fields Strapi leaves out unless populated.
import {STRAPI_COLLECTIONS} from '../../../app/lib/cms/schemas.js';

export type PopulatableKind = 'media' | 'relation' | 'component';

export interface ContentType {
  path: string;
  kind: 'single' | 'collection';
  populatable: Record<string, {kind: PopulatableKind; target?: string}>;
}

const media = {kind: 'media'} as const;

const TYPES: ContentType[] = [
  {path: STRAPI_COLLECTIONS.homePage, kind: 'single', populatable: {heroImage: media}},
  {path: STRAPI_COLLECTIONS.aboutPages, kind: 'collection', populatable: {image: media}},
  {
    path: STRAPI_COLLECTIONS.events,
    kind: 'collection',
    populatable: {liveShow: {kind: 'relation', target: STRAPI_COLLECTIONS.liveShows}},
  },
  {path: STRAPI_COLLECTIONS.liveShows, kind: 'collection', populatable: {image: media}},
  {path: STRAPI_COLLECTIONS.workshops, kind: 'collection', populatable: {place: {kind: 'component'}, image: media}},
  {path: STRAPI_COLLECTIONS.videos, kind: 'collection', populatable: {thumbnail: media}},
  {path: STRAPI_COLLECTIONS.photos, kind: 'collection', populatable: {image: media}},
  {path: STRAPI_COLLECTIONS.podcasts, kind: 'collection', populatable: {}},
  {path: STRAPI_COLLECTIONS.radioInterviews, kind: 'collection', populatable: {}},
  {path: STRAPI_COLLECTIONS.pressArticles, kind: 'collection', populatable: {}},
];

export const CONTENT_TYPES = new Map(TYPES.map((type) => [type.path, type]));
