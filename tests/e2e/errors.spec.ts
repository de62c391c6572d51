import {expect, test} from '@playwright/test';
import {OUTAGE_URL} from '../../playwright.config';
import {PRODUCTS, SITE_NAME} from '../fixtures/catalogue';
import {MESSAGES} from '../fixtures/messages';

// A stack frame (`at name (file:line:col)`) or a network error's own words; the page's inline CSS has
// `at` followed by selectors and `(`, so the frame needs its position to count.
const LEAKED_ERROR = /at \S+ \([^)\s]*:\d+:\d+\)|ECONNREFUSED|fetch failed/;

test.describe('not found', () => {
  for (const [path, title, message, lang] of [
    ['/no-such-page', 'Page Not Found', 'Page Not Found: /no-such-page', 'en-US'],
    ['/fr/page-inconnue', 'Page introuvable', 'Page introuvable : /fr/page-inconnue', 'fr-FR'],
    ['/nl/onbekend/pad', 'Pagina niet gevonden', 'Pagina niet gevonden: /nl/onbekend/pad', 'nl-BE'],
    ['/en/about', 'Page Not Found', 'Page Not Found: /en/about', 'en-US'],
  ] as const) {
    test(`${path} is a 404 in its language, inside the layout`, async ({page}) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ${SITE_NAME}`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('an unknown product handle is a 404', async ({page}) => {
    const response = await page.goto('/nl/shop/producten/bestaat-niet');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Pagina niet gevonden');
  });

  test('an unknown collection handle is a 404', async ({page}) => {
    const response = await page.goto('/shop/collections/no-such-collection');
    expect(response!.status()).toBe(404);
  });

  test("an address of the shop's old theme is redirected through the store's URL redirects", async ({page}) => {
    const response = await page.goto(`/products/${PRODUCTS.cd}`);
    expect((await response!.request().redirectedFrom()!.response())!.status()).toBe(301);
    await expect(page).toHaveURL(`/shop/products/${PRODUCTS.cd}`);
    expect(response!.status()).toBe(200);
  });

  test('a handle that fails validation is a 404', async ({page}) => {
    const response = await page.goto('/workshops/Not%20A%20Handle!');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

test.describe('backend outage', () => {
  test('still renders the layout on a page that needs no backend', async ({page}) => {
    const response = await page.goto(`${OUTAGE_URL}/fr/panier`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Panier');
    await expect(page.getByRole('link', {name: /Panier, 0 article/})).toBeVisible();
  });

  test('shows a friendly page in the layout, never a 5xx or a stack trace, when the shop is down', async ({page}) => {
    const response = await page.goto(`${OUTAGE_URL}/nl/shop/producten/${PRODUCTS.cd}`);
    // A 200 that no crawler indexes and no cache keeps: see the decision on slow and failing backends.
    expect(response!.status()).toBe(200);
    expect(response!.headers()['x-robots-tag']).toBe('noindex');
    expect(response!.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tijdelijk niet beschikbaar');
    await expect(page.getByText(MESSAGES.nl.error.unavailableMessage)).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Hoofdmenu'})).toBeVisible();
    await expect(page.getByRole('link', {name: /Winkelmandje, 0 artikelen/})).toBeVisible();
    const html = await page.content();
    expect(html).not.toMatch(LEAKED_ERROR);
  });

  test('a content page whose CMS is down is a friendly page in the layout, not a 5xx', async ({page}) => {
    const response = await page.goto(`${OUTAGE_URL}/fr/calendrier`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['x-robots-tag']).toBe('noindex');
    await expect(page).toHaveTitle(`Momentanément indisponible | ${SITE_NAME}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Momentanément indisponible');
    await expect(page.getByText(MESSAGES.fr.error.unavailableMessage)).toBeVisible();
    expect(await page.content()).not.toMatch(LEAKED_ERROR);
    await expect(page.getByRole('navigation', {name: 'Langue'})).toBeVisible();
  });
});

test.describe('addresses beyond any page of the site', () => {
  test('a path of thousands of segments is a small 404 in its language, at once', async ({request}) => {
    const response = await request.get(`/fr/${'a/'.repeat(4_000)}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain(`<h1>${MESSAGES.fr.error.notFoundTitle}</h1>`);
    expect(html).toContain('href="/fr"');
  });

  test('a path of a few thousand characters is the same small 404', async ({request}) => {
    const response = await request.get(`/nl/${'x'.repeat(3_000)}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`<h1>${MESSAGES.nl.error.notFoundTitle}</h1>`);
  });

  test('a long but ordinary address still reaches the router', async ({request}) => {
    const response = await request.get(`/no/${'deep/'.repeat(10)}page`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(MESSAGES.en.error.notFoundMessage.replace(' {{path}}', ''));
  });
});
