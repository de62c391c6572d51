import {z} from 'zod';
import {screenPath, screenPathFromParams} from '~/i18n/links';
import type {Locale} from '~/i18n/locales';
import type {Screen} from '~/i18n/route-table';
import type {CmsClient} from '~/lib/cms/client.server';
import {isNotFound} from '~/lib/cms/errors';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {eventAnchor} from '~/lib/calendar/event-anchor';
import {hasTakenPlace} from '~/lib/calendar/past-dates';

// A draft may be unfinished: only what its address is made of is read here.
const TargetSchema = z.object({
  documentId: z.string().min(1),
  handle: z.string().nullish(),
  startsAt: z.string().optional(),
  endsAt: z.string().nullish(),
});
type Target = z.infer<typeof TargetSchema>;

const onScreen = (screen: Screen) => (_entry: Target, locale: Locale) => screenPathFromParams(screen, locale, {});

function withHandle(screen: 'workshop' | 'about-detail') {
  return (entry: Target, locale: Locale) => (entry.handle ? screenPath(screen, locale, {handle: entry.handle}) : null);
}

function eventPath(entry: Target, locale: Locale): string | null {
  if (!entry.startsAt) return null;
  if (hasTakenPlace({startsAt: entry.startsAt, endsAt: entry.endsAt}, new Date())) {
    return screenPath('calendar-archive', locale, {year: entry.startsAt.slice(0, 4)});
  }
  return `${screenPath('calendar', locale)}?month=${entry.startsAt.slice(0, 7)}#${eventAnchor(entry)}`;
}

/** Every type the CMS offers a preview of, by its REST path, and the page that shows an entry of it. */
export const PREVIEW_PAGES = {
  [STRAPI_COLLECTIONS.homePage]: onScreen('home'),
  [STRAPI_COLLECTIONS.aboutPages]: withHandle('about-detail'),
  [STRAPI_COLLECTIONS.events]: eventPath,
  [STRAPI_COLLECTIONS.liveShows]: onScreen('live'),
  [STRAPI_COLLECTIONS.workshops]: withHandle('workshop'),
  [STRAPI_COLLECTIONS.videos]: onScreen('videos'),
  [STRAPI_COLLECTIONS.photos]: onScreen('photos'),
  [STRAPI_COLLECTIONS.podcasts]: onScreen('podcasts'),
  [STRAPI_COLLECTIONS.radioInterviews]: onScreen('radio'),
  [STRAPI_COLLECTIONS.pressArticles]: onScreen('press'),
} as const satisfies Record<string, (entry: Target, locale: Locale) => string | null>;

export type PreviewType = keyof typeof PREVIEW_PAGES;
export const PREVIEW_TYPES = Object.keys(PREVIEW_PAGES) as [PreviewType, ...PreviewType[]];

/** The page of a document in a language, or null when the CMS has no such document (deleted, never made). */
export async function previewTarget(
  cms: CmsClient,
  type: PreviewType,
  documentId: string,
  locale: Locale,
): Promise<string | null> {
  const entry =
    type === STRAPI_COLLECTIONS.homePage
      ? await cms.findSingle(type, TargetSchema).catch(missingAsNull)
      : await cms.findOne(type, TargetSchema, {filters: {documentId: {$eq: documentId}}});
  if (!entry || entry.documentId !== documentId) return null;
  return PREVIEW_PAGES[type](entry, locale);
}

function missingAsNull(error: unknown): null {
  if (isNotFound(error)) return null;
  throw error;
}
