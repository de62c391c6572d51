import {expect, test, type Page, type Response} from '@playwright/test';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {SCREEN_IDS, type Screen} from '~/i18n/route-table';
import {screenAt} from '~/i18n/url-screen';
import {PRODUCTS} from '../fixtures/catalogue';
import {archiveYears, contentList} from '../fixtures/content';
import {MESSAGES} from '../fixtures/messages';

// Every screen of the route table, in every language: its own description, and the caching the
// decision record agrees on (docs/decisions/008-caching-headers.md).

const CONTENT_HANDLES: Partial<Record<Screen, string>> = {
  'about-detail': contentList('about-pages', 'en')[0].handle,
  workshop: contentList('workshops', 'en')[0].handle,
  collection: 'all',
  product: PRODUCTS.tunebook,
};
const paramsFor = (screen: Screen) => ({
  handle: CONTENT_HANDLES[screen] ?? 'none',
  id: '1001',
  token: 'token',
  year: String(archiveYears()[0]),
});

/** The screens a visitor is sent on from, and the account's, whose answers are one person's. */
const PERSONAL: ReadonlySet<Screen> = new Set<Screen>([
  'cart',
  'account',
  'login',
  'register',
  'recover',
  'reset',
  'order',
  'addresses',
  'orders',
  'activate',
  'logout',
]);

async function description(page: Page): Promise<string> {
  const content = await page.locator('meta[name="description"]').getAttribute('content');
  return content ?? '';
}

/** The agreed Cache-Control and Vary of a page, or of a redirect between pages. */
async function expectPageCaching(response: Response) {
  const path = new URL(response.url()).pathname;
  const screen = screenAt(path)?.screen;
  expect(screen, path).toBeDefined();
  const headers = await response.allHeaders();
  const setsCookie = 'set-cookie' in headers;
  const vary = (headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (path === '/') {
    expect(headers['cache-control'], path).toBe('private, no-store');
    expect(vary, path).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    return;
  }
  expect(vary, path).toContain('cookie');
  expect(headers['cache-control'], `${path} (sets a cookie: ${setsCookie})`).toBe(
    setsCookie || PERSONAL.has(screen!) ? 'private, no-store' : 'private, no-cache',
  );
}

/** The page reached from a path, with the screen it shows and the response of each hop. */
async function visit(page: Page, screen: Screen, locale: Locale) {
  const path = screenPathFromParams(screen, locale, paramsFor(screen));
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const hops: Response[] = [];
  for (let request = response!.request().redirectedFrom(); request; request = request.redirectedFrom()) {
    const hop = await request.response();
    if (hop) hops.push(hop);
  }
  return {path, response: response!, hops};
}

for (const screen of SCREEN_IDS) {
  for (const locale of LOCALES) {
    test(`${screen} in ${LOCALE_INFO[locale].displayName}: own description, agreed caching`, async ({page, browser}) => {
      const {path, response, hops} = await visit(page, screen, locale);
      expect(response.status(), path).toBe(200);
      await expectPageCaching(response);
      for (const hop of hops) await expectPageCaching(hop);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].tag);

      const text = await description(page);
      expect(text.trim(), path).not.toBe('');
      expect(text.length, path).toBeLessThanOrEqual(155);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', text);
      if (screen === 'home') expect(text).toBe(MESSAGES[locale].site.description);
      else expect(text, path).not.toBe(MESSAGES[locale].site.description);

      if (locale !== 'en') {
        // A visitor of its own: this one's language cookie would send `/` on to its language.
        const englishReader = await browser.newPage({locale: 'en-US'});
        const english = await visit(englishReader, screen, 'en');
        expect(english.response.status()).toBe(200);
        await expect(englishReader.locator('html')).toHaveAttribute('lang', LOCALE_INFO.en.tag);
        expect(text, `${path} is not in English`).not.toBe(await description(englishReader));
        await englishReader.close();
      }
    });
  }
}
