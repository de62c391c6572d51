import {describe, expect, it} from 'vitest';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALES} from '~/i18n/locales';
import {SCREEN_IDS, SCREENS} from '~/i18n/route-table';
import {localeOfUrl, pagePathname, screenAt} from '~/i18n/url-screen';

const SAMPLE_PARAMS = {handle: 'field-notes-tunebook', id: '1001', token: 'a1b2c3', year: '2025'};

/** What React Router's client asks for when it needs a page's data. */
const dataUrl = (path: string) => (path === '/' ? '/_root.data' : `${path}.data`);

const EVERY_PAGE = SCREEN_IDS.flatMap((screen) =>
  LOCALES.map((locale) => ({screen, locale, path: screenPathFromParams(screen, locale, SAMPLE_PARAMS)})),
);

const paramsOf = (screen: (typeof SCREEN_IDS)[number], locale: (typeof LOCALES)[number]) =>
  Object.fromEntries(
    Object.entries(SAMPLE_PARAMS).filter(([name]) => SCREENS[screen].paths[locale].includes(`:${name}`)),
  );

describe('the language and screen of a URL', () => {
  it.each(EVERY_PAGE)('$path is $screen in $locale, as a page and as its data', ({screen, locale, path}) => {
    const expected = {screen, locale, params: paramsOf(screen, locale)};
    const urls = [
      path,
      dataUrl(path),
      `${dataUrl(path)}?_routes=root,${screen}.${locale}`,
      `${path}?utm_source=newsletter`,
      `http://localhost:3000${path}`,
      `https://shop.example${dataUrl(path)}?index&_routes=root`,
    ];
    if (path !== '/') urls.push(`${path}/`, `${path}/?page=2`);
    for (const url of urls) {
      expect(screenAt(url), url).toEqual(expected);
      expect(localeOfUrl(url), url).toBe(locale);
      expect(localeOfUrl(new URL(url, 'http://localhost')), url).toBe(locale);
    }
  });

  it('reads the home pages’ data requests, the ones a prefix rule got wrong', () => {
    expect(localeOfUrl('/fr.data')).toBe('fr');
    expect(localeOfUrl('/nl.data?_routes=root,home.nl')).toBe('nl');
    expect(localeOfUrl('/_root.data')).toBe('en');
    expect(localeOfUrl('/_root.data?_routes=root,home.en')).toBe('en');
    expect(screenAt('/fr.data')?.screen).toBe('home');
  });

  it('matches paths the way the router does, whatever their case', () => {
    expect(screenAt('/FR/Calendrier')).toEqual({screen: 'calendar', locale: 'fr', params: {}});
  });

  it('has no screen off the table, and keeps the prefix’s language there, for the 404 page', () => {
    const offTable = [
      ['/nope', 'en'],
      ['/en/about', 'en'],
      ['/en', 'en'],
      ['/de/kalender', 'en'],
      ['/french', 'en'],
      ['/fresh.data', 'en'],
      ['/fr/about', 'fr'],
      ['/fr/bestaat-niet.data', 'fr'],
      ['/nl/a-propos', 'nl'],
      ['/nl/bestaat-niet/', 'nl'],
      ['/fr/a-propos/x/y', 'fr'],
      ['/fr/newsletter', 'fr'],
      ['/nl/kalender.ics', 'nl'],
      ['/sitemap.xml', 'en'],
    ] as const;
    for (const [url, locale] of offTable) {
      expect(screenAt(url), url).toBeNull();
      expect(localeOfUrl(url), url).toBe(locale);
    }
  });

  it('reads a data URL as the page it stands for', () => {
    expect(pagePathname('/_root.data')).toBe('/');
    expect(pagePathname('/fr.data')).toBe('/fr');
    expect(pagePathname('/nl/kalender/')).toBe('/nl/kalender');
    expect(pagePathname('/')).toBe('/');
    expect(pagePathname('//')).toBe('/');
  });

  it('answers the same after many other paths, and no caller can change the answer', () => {
    const product = '/fr/shop/produits/field-notes-tunebook';
    const first = screenAt(product);
    for (let i = 0; i < 2000; i++) expect(screenAt(`/made-up-${i}`)).toBeNull();
    expect(screenAt(product)).toEqual(first);
    expect(screenAt(product)?.params).toEqual({handle: 'field-notes-tunebook'});
    expect(Object.isFrozen(screenAt(product)?.params)).toBe(true);
  });
});
