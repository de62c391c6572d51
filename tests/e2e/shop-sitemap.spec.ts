import {expect, test} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {BASE_URL} from '../../playwright.config';
import {COLLECTIONS, PRODUCTS} from '../fixtures/catalogue';

test('sitemap.xml lists the products and collections in three languages with alternates', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const locale of ['en', 'fr', 'nl'] as const) {
    expect(xml).toContain(`<loc>${BASE_URL}${screenPath('product', locale, {handle: PRODUCTS.tunebook})}</loc>`);
    for (const handle of COLLECTIONS) {
      expect(xml).toContain(`<loc>${BASE_URL}${screenPath('collection', locale, {handle})}</loc>`);
    }
  }
  const cdEntry = xml
    .split('<url>')
    .find((entry) => entry.includes(`<loc>${BASE_URL}${screenPath('product', 'nl', {handle: PRODUCTS.cd})}</loc>`));
  expect(cdEntry).toContain(`hreflang="fr-FR" href="${BASE_URL}${screenPath('product', 'fr', {handle: PRODUCTS.cd})}"`);
  expect(cdEntry).toContain(`hreflang="x-default" href="${BASE_URL}${screenPath('product', 'en', {handle: PRODUCTS.cd})}"`);
  expect(cdEntry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
});
