import {expect, test} from '@playwright/test';
import {PRODUCTS} from '../fixtures/catalogue';
import {BASE_URL} from '../../playwright.config';

test.describe('language switcher', () => {
  test('leads to the same product in another language, keeping the handle, the query and the variant', async ({
    page,
  }) => {
    // Option names and values are the shop's words in each language: the variant is carried across, renamed.
    const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
    await page.goto(
      `/nl/shop/producten/${PRODUCTS.tunebook}?Versie=PDF&Taal=Nederlands&Notatie=Notenbalk&utm_source=nieuwsbrief`,
    );
    const switcher = page.getByRole('navigation', {name: 'Taal'});
    await expect(switcher.getByRole('link', {name: 'Nederlands'})).toHaveAttribute('aria-current', 'true');

    await switcher.getByRole('link', {name: 'Français'}).click();
    await expect(page).toHaveURL(new RegExp(`/fr/shop/produits/${PRODUCTS.tunebook}\\?`));
    await expect.poll(() => params(page.url())).toEqual({
      Version: 'PDF',
      Langue: 'Néerlandais',
      Notation: 'Portée',
      utm_source: 'nieuwsbrief',
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('navigation', {name: 'Menu principal'})).toBeVisible();

    await page.getByRole('navigation', {name: 'Langue'}).getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(new RegExp(`/shop/products/${PRODUCTS.tunebook}\\?`));
    await expect.poll(() => params(page.url())).toEqual({
      Version: 'PDF',
      Language: 'Dutch',
      Notation: 'Staff',
      utm_source: 'nieuwsbrief',
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('link', {name: 'Calendar'})).toBeVisible();
  });

  test('carries a variant chosen by clicks, without a reload, to the other language', async ({page}) => {
    const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
    await page.goto(`/shop/products/${PRODUCTS.tunebook}`);
    // Before the scripts, each click loads a page from the links of the first one: wait for them, as a reload is not this test.
    await expect(page.getByRole('navigation', {name: 'Main menu', exact: true})).toHaveAttribute('data-hydrated', 'true');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    const options = page.locator('.product-options');
    for (const [group, value] of [
      ['Version', 'PDF'],
      ['Language', 'French'],
      ['Notation', 'Tablature'],
    ]) {
      const link = options.getByRole('group', {name: group}).getByRole('link', {name: value, exact: true});
      // As quickly as a person who knows what they want: the next click may come before the page has answered.
      await link.click();
    }

    await page.getByRole('navigation', {name: 'Language'}).getByRole('link', {name: 'Français'}).click();
    await expect(page).toHaveURL(new RegExp(`/fr/shop/produits/${PRODUCTS.tunebook}\\?`));
    await expect.poll(() => params(page.url())).toEqual({Version: 'PDF', Langue: 'Français', Notation: 'Tablature'});
    expect(documents).toEqual([]);
    const notation = page.locator('.product-options').getByRole('group', {name: 'Notation'});
    await expect(notation.getByRole('link', {name: 'Tablature', exact: true})).toHaveAttribute('aria-current', 'true');
  });

  test('is on every page, including a 404', async ({page}) => {
    await page.goto('/nl/bestaat-niet');
    await page.getByRole('navigation', {name: 'Taal'}).getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL('/');
  });

  test('remembers the switch in the cookie, which then wins over the browser language', async ({browser}) => {
    const context = await browser.newContext({locale: 'fr-FR'});
    const page = await context.newPage();
    await page.goto('/calendar');
    await page.getByRole('navigation', {name: 'Language'}).getByRole('link', {name: 'Nederlands'}).click();
    await expect(page).toHaveURL('/nl/kalender');

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('nl');

    await page.goto('/');
    await expect(page).toHaveURL('/nl');
    await context.close();
  });
});

test.describe('first visit', () => {
  test('to / goes to French when the browser prefers it, and sets the cookie', async ({browser}) => {
    const context = await browser.newContext({locale: 'fr-BE'});
    const page = await context.newPage();
    const response = await page.goto('/');
    expect((await response!.request().redirectedFrom()!.response())!.status()).toBe(302);
    await expect(page).toHaveURL('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({value: 'fr', path: '/', sameSite: 'Lax'});
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await context.close();
  });

  test('to / keeps the query of a campaign link through the redirect', async ({browser}) => {
    const context = await browser.newContext({locale: 'fr-BE'});
    const page = await context.newPage();
    await page.goto('/?utm_source=news&utm_campaign=spring%20tour');
    await expect(page).toHaveURL((url) => url.pathname === '/fr');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({utm_source: 'news', utm_campaign: 'spring tour'});
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await context.close();
  });

  test('to / goes to Dutch for a Dutch browser', async ({browser}) => {
    const context = await browser.newContext({locale: 'nl-BE'});
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/nl');
    await context.close();
  });

  test('stays in English for an English browser or an English cookie', async ({browser}) => {
    const context = await browser.newContext({locale: 'fr-FR'});
    await context.addCookies([{name: 'i18n_redirected', value: 'en', url: BASE_URL}]);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response!.status()).toBe(200);
    await expect(page).toHaveURL('/');
    await context.close();

    const english = await browser.newContext({locale: 'en-GB'});
    const englishPage = await english.newPage();
    await englishPage.goto('/');
    await expect(englishPage).toHaveURL('/');
    await english.close();
  });

  test('only concerns /: a deep link is never redirected', async ({browser}) => {
    const context = await browser.newContext({locale: 'nl-BE'});
    const page = await context.newPage();
    const response = await page.goto('/about');
    expect(response!.status()).toBe(200);
    await expect(page).toHaveURL('/about');
    await context.close();
  });
});
