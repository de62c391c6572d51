import {expect, test} from '@playwright/test';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES} from '~/i18n/locales';
import {SCREEN_IDS, type Screen} from '~/i18n/route-table';
import {PRODUCTS} from '../fixtures/catalogue';
import {archiveYears, contentList} from '../fixtures/content';
import {MESSAGES} from '../fixtures/messages';

/** Screens that answer with a redirect, and where they lead (account screens: sign in, for a visitor). */
const REDIRECTS: Partial<Record<Screen, Screen>> = {
  shop: 'collection',
  media: 'videos',
  account: 'login',
  orders: 'login',
  order: 'login',
  addresses: 'login',
  logout: 'login',
};

/** The latest year with past dates: the archive of a year without any is a 404. */
const ARCHIVE_YEAR = String(archiveYears()[0]);

/** Headings that come from the data rather than the catalogue. */
const DATA_HEADINGS: Partial<Record<Screen, RegExp>> = {
  home: /\S/,
  'calendar-archive': new RegExp(ARCHIVE_YEAR),
  'about-detail': /\S/,
  workshop: /\S/,
  collection: /\S/,
  product: /\S/,
};

const PARAMS = {handle: PRODUCTS.tunebook, id: '1001', token: 'token', year: ARCHIVE_YEAR};
const CONTENT_HANDLES: Partial<Record<Screen, string>> = {
  'about-detail': contentList('about-pages', 'en')[0].handle,
  workshop: contentList('workshops', 'en')[0].handle,
};
const paramsFor = (screen: Screen) =>
  screen === 'collection' ? {handle: 'all'} : CONTENT_HANDLES[screen] ? {handle: CONTENT_HANDLES[screen]} : PARAMS;

for (const locale of LOCALES) {
  for (const screen of SCREEN_IDS) {
    const path = screenPathFromParams(screen, locale, paramsFor(screen));
    test(`${path} answers in ${LOCALE_INFO[locale].displayName}`, async ({page}) => {
      const response = await page.goto(path);
      const target = REDIRECTS[screen];
      if (target) {
        const redirect = await response!.request().redirectedFrom()!.response();
        expect(redirect!.status()).toBe(302);
        const expected = screenPathFromParams(target, locale, {handle: 'all'});
        expect(new URL(page.url()).pathname).toBe(expected);
      } else {
        expect(response!.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(path);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].tag);
      const heading = page.getByRole('heading', {level: 1});
      const shown = target ?? screen;
      await expect(heading).toHaveText(DATA_HEADINGS[shown] ?? MESSAGES[locale].screen[shown]);
    });
  }
}
