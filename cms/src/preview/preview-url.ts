// Where "Open preview" in the content manager leads: the site's preview entrance, which checks the
// shared secret, turns preview mode on and sends the editor on to the entry's page in the entry's
// language. The site alone knows its paths (they are translated), so the CMS names the entry, not a page.
import {DEFAULT_LOCALE, isLocale} from '../content-model';

/** The types with a place on the site, by their REST path, which the site's entrance takes as `type`. */
export const PREVIEW_TYPES: Readonly<Record<string, string>> = {
  'api::home-page.home-page': 'home-page',
  'api::about-page.about-page': 'about-pages',
  'api::event.event': 'events',
  'api::live-show.live-show': 'live-shows',
  'api::workshop.workshop': 'workshops',
  'api::video.video': 'videos',
  'api::photo.photo': 'photos',
  'api::podcast.podcast': 'podcasts',
  'api::radio-interview.radio-interview': 'radio-interviews',
  'api::press-article.press-article': 'press-articles',
};

export interface PreviewParams {
  documentId?: string;
  locale?: string | null;
  status?: string;
}

/** SITE_ORIGINS, as origins: the first is the site the preview opens. */
export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => URL.canParse(origin))
    .map((origin) => new URL(origin).origin);
}

/**
 * The site address that previews an entry, or null for what has no place on the site (mail texts, the
 * inbox's messages and sign-ups) and while the site or the secret is not configured: Strapi then shows
 * no preview at all.
 */
export function previewUrl(uid: string, params: PreviewParams, env: NodeJS.ProcessEnv = process.env): string | null {
  const type = PREVIEW_TYPES[uid];
  const [site] = siteOrigins(env);
  const secret = env.CMS_PREVIEW_SECRET;
  if (!type || !site || !secret || !params.documentId) return null;
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  // The site's entrance in the entry's language: /preview, /fr/preview, /nl/preview.
  const url = new URL(locale === DEFAULT_LOCALE ? '/preview' : `/${locale}/preview`, site);
  url.search = new URLSearchParams({
    secret,
    type,
    documentId: params.documentId,
    status: params.status === 'published' ? 'published' : 'draft',
  }).toString();
  return url.href;
}
