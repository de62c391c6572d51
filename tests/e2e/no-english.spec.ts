import {expect, test, type Page} from '@playwright/test';
import {screenPath, screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {SCREEN_IDS, isStaticScreen, type Screen} from '~/i18n/route-table';
import {COLLECTIONS, SHOP_ITEMS} from '../fixtures/catalogue';
import {archiveYears, contentList} from '../fixtures/content';
import {collectPageTexts, findEnglish, siteEnglishDictionary} from '../fixtures/english-scan';
import {MESSAGES} from '../fixtures/messages';
import {uniqueEmail} from '../fixtures/submissions';

/**
 * Every French and Dutch screen of the route table says nothing in English: no text, title,
 * description, alt, title attribute, label or placeholder that is an English catalogue value or an
 * English content text its own language says otherwise. English shown as a fallback is allowed
 * only where the page marks it with `lang`.
 */

type OtherLocale = Exclude<Locale, 'en'>;
const LOCALES: OtherLocale[] = ['fr', 'nl'];

/** The params each screen with a handle is shown with: every entry the content or the shop has. */
const HANDLES: Partial<Record<Screen, string[]>> = {
  'about-detail': contentList('about-pages', 'en').map((page) => page.handle),
  workshop: contentList('workshops', 'en').map((workshop) => workshop.handle),
  collection: [...COLLECTIONS],
  product: [SHOP_ITEMS.onSale.handle],
};
/** Screens reached through a mailed link: any token shows the form (or its error). */
const TOKEN_PARAMS = {id: '1001', token: 'token'};

function pathsOf(screen: Screen, locale: OtherLocale): string[] {
  if (isStaticScreen(screen)) return [screenPathFromParams(screen, locale, {})];
  const handles = HANDLES[screen];
  if (handles) return handles.map((handle) => screenPathFromParams(screen, locale, {handle}));
  if (screen === 'calendar-archive') {
    return archiveYears().map((year) => screenPathFromParams(screen, locale, {year: String(year)}));
  }
  return [screenPathFromParams(screen, locale, TOKEN_PARAMS)];
}

/** The screens only a signed-in customer sees; a visitor is sent to sign in. */
const ACCOUNT_SCREENS = ['account', 'orders', 'addresses'] as const satisfies Screen[];

async function expectNoEnglish(page: Page, locale: OtherLocale) {
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].tag);
  const texts = await page.evaluate(collectPageTexts);
  expect(texts.length).toBeGreaterThan(10);
  const findings = findEnglish(texts, siteEnglishDictionary(locale));
  expect(findings.map(({where, text, english}) => `${where}: "${text}" (English: "${english}")`)).toEqual([]);
}

for (const locale of LOCALES) {
  test.describe(`no English in ${LOCALE_INFO[locale].displayName}`, () => {
    for (const screen of SCREEN_IDS) {
      for (const path of pathsOf(screen, locale)) {
        test(`${path}`, async ({page}) => {
          const response = await page.goto(path);
          expect(response!.status()).toBeLessThan(400);
          await expectNoEnglish(page, locale);
        });
      }
    }

    test('the account screens of a signed-in customer', async ({page}) => {
      const m = MESSAGES[locale].account;
      await page.goto(screenPath('register', locale));
      const main = page.getByRole('main');
      await main.getByLabel(m.fields.email, {exact: true}).fill(uniqueEmail(`no-english-${locale}`));
      await main.getByLabel(m.fields.password, {exact: true}).fill('no-english-secret');
      await main.getByRole('button', {name: m.register.submit}).click();
      await expect(page).toHaveURL((url) => url.pathname === screenPath('account', locale));
      for (const screen of ACCOUNT_SCREENS) {
        await page.goto(screenPath(screen, locale));
        await expect(page).toHaveURL((url) => url.pathname === screenPath(screen, locale));
        await expectNoEnglish(page, locale);
      }
    });
  });
}
