import {screenPathFromParams} from '~/i18n/links';
import {DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {SCREEN_IDS, isStaticScreen, type Screen} from '~/i18n/route-table';

export interface SitemapEntry {
  screen: Screen;
  params: Record<string, string>;
  lastModified?: string;
  locales?: readonly Locale[];
}

export type SitemapSource<Context> = (context: Context) => Promise<SitemapEntry[]>;

// Redirects, personal pages and result pages are not worth indexing.
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

export const defaultOf = (written: readonly Locale[]): Locale =>
  written.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (written[0] ?? DEFAULT_LOCALE);

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

// A language that shows another's text as a fallback is no page of its own.
export function renderSitemap(entries: SitemapEntry[], origin: string): string {
  const urls = entries.flatMap((entry) => {
    const href = (locale: Locale) =>
      escapeXml(new URL(screenPathFromParams(entry.screen, locale, entry.params), origin).toString());
    const written = LOCALES.filter((locale) => !entry.locales || entry.locales.includes(locale));
    if (written.length === 0) return [];
    const alternates = [
      ...written.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${LOCALE_INFO[locale].tag}" href="${href(locale)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(defaultOf(written))}"/>`,
    ].join('\n');
    const lastmod = entry.lastModified ? `\n    <lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return written.map(
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
