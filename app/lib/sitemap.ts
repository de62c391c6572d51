import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES} from '~/i18n/locales';
import {SCREEN_IDS, isStaticScreen, type Screen} from '~/i18n/routes';

export interface SitemapEntry {
  screen: Screen;
  params: Record<string, string>;
  lastModified?: string;
}

/**
 * A source of sitemap entries for screens with a handle (products, collections,
 * workshops, about pages). Each later feature adds its own source to
 * `sitemapSources` in `routes/sitemap.xml.ts`.
 */
export type SitemapSource<Context> = (context: Context) => Promise<SitemapEntry[]>;

/** Redirects, personal pages and result pages are not worth indexing. */
const NOT_INDEXED: ReadonlySet<Screen> = new Set<Screen>([
  'shop',
  'media',
  'cart',
  'search',
  'account',
  'login',
  'register',
  'recover',
  'addresses',
  'orders',
  'logout',
]);

export function staticSitemapEntries(): SitemapEntry[] {
  return SCREEN_IDS.filter((screen) => isStaticScreen(screen) && !NOT_INDEXED.has(screen)).map(
    (screen) => ({screen, params: {}}),
  );
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** One `<url>` per language, each listing every language (and x-default) as alternates. */
export function renderSitemap(entries: SitemapEntry[], origin: string): string {
  const urls = entries.flatMap((entry) => {
    const href = (locale: (typeof LOCALES)[number]) =>
      escapeXml(new URL(screenPathFromParams(entry.screen, locale, entry.params), origin).toString());
    const alternates = [
      ...LOCALES.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${LOCALE_INFO[locale].tag}" href="${href(locale)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
    ].join('\n');
    const lastmod = entry.lastModified ? `\n    <lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return LOCALES.map(
      (locale) => `  <url>\n    <loc>${href(locale)}</loc>${lastmod}\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
