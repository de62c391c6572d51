import {expect, test} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {SCREENS} from '~/i18n/route-table';
import {MAX_QUERY_LENGTH, MAX_QUERY_PARAMETERS} from '~/lib/http/url-sizes';
import {expectNoStackTrace} from '../fixtures/answer-checks';
import {PRODUCTS} from '../fixtures/catalogue';
import {MESSAGES} from '../fixtures/messages';

// What a page may grow by when its address carries a query it does not use.
const ECHO_ALLOWANCE = 16_000;

const junk = (count: number, length = 60) =>
  Array.from({length: count}, (_, index) => `utm_${index}=${'x'.repeat(length)}`).join('&');

// As many short parameters as the local runtime takes in one request line (its headers stop at 16 KB).
const MANY = 2_000;

const PAGES: {path: string; locale: Locale}[] = [
  {path: screenPath('home', 'en'), locale: 'en'},
  {path: screenPath('shop', 'fr'), locale: 'fr'},
  {path: screenPath('product', 'nl', {handle: PRODUCTS.cd}), locale: 'nl'},
  {path: screenPath('search', 'en'), locale: 'en'},
  {path: screenPath('login', 'en'), locale: 'en'},
];

test.describe('what a page echoes of its query string is bounded', () => {
  for (const {path, locale} of PAGES) {
    test(`${path} with ${MANY} parameters is a small page in its language`, async ({request}) => {
      const plain = await request.get(path);
      expect(plain.status()).toBe(200);
      const plainSize = (await plain.body()).length;

      const huge = await request.get(`${path}?${Array.from({length: MANY}, (_, index) => `a${index}`).join('&')}`, {
        failOnStatusCode: false,
      });
      const html = await huge.text();
      expect(huge.status()).toBeLessThan(500);
      expect(html.length).toBeLessThan(plainSize + ECHO_ALLOWANCE);
      expect(html).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
      expectNoStackTrace(html);
    });
  }

  test('a query just inside the limits grows a page by a bounded amount', async ({request}) => {
    const path = screenPath('shop', 'en');
    const plainSize = (await (await request.get(path)).body()).length;
    const query = junk(MAX_QUERY_PARAMETERS).slice(0, MAX_QUERY_LENGTH);
    const answer = await request.get(`${path}?${query}`);
    expect(answer.status()).toBe(200);
    expect((await answer.body()).length).toBeLessThan(plainSize + ECHO_ALLOWANCE);
  });

  test('an address whose query is past the limits is a 414 page with a way home', async ({request}) => {
    for (const query of [junk(200), `q=${'x'.repeat(MAX_QUERY_LENGTH)}`, Array(MAX_QUERY_PARAMETERS + 1).fill('a=1').join('&')]) {
      const answer = await request.get(`${screenPath('shop', 'fr')}?${query}`, {failOnStatusCode: false});
      expect(answer.status()).toBe(414);
      expect(answer.headers()['cache-control']).toBe('no-store');
      const html = await answer.text();
      expect(html.length).toBeLessThan(2_000);
      expect(html).toContain(`<html lang="${LOCALE_INFO.fr.tag}"`);
      expect(html).toContain(MESSAGES.fr.error.addressTooLongTitle);
      expect(html).toContain(`href="${SCREENS.home.paths.fr}"`);
    }
  });

  test('the queries the site makes itself, with tracking parameters, are served', async ({request}) => {
    const query = new URLSearchParams({
      'filter.v.availability': '1',
      'filter.v.price.gte': '10',
      'filter.v.price.lte': '40',
      sort: 'price-asc',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-tour-2026',
      fbclid: 'x'.repeat(200),
      gclid: 'y'.repeat(120),
    });
    const answer = await request.get(`${screenPath('shop', 'en')}?${query}`);
    expect(answer.status()).toBe(200);
  });
});
