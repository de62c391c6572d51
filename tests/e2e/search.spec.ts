import {expect, test, type Page} from '@playwright/test';
import {SEARCHES, SHOP_ITEMS, SITE_NAME} from '../fixtures/catalogue';

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const cards = (page: Page) => main(page).getByRole('article');

test.describe('search screen', () => {
  test('finds products, with the total count, in the language of the page', async ({page}) => {
    const {term, count, first} = SEARCHES.city.nl;
    await page.goto('/nl/zoeken');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Zoeken');
    await main(page).getByLabel('Zoeken in de winkel').fill(term);
    await main(page).getByRole('button', {name: 'Zoeken'}).click();
    await expect(page).toHaveURL(`/nl/zoeken?q=${term}`);
    await expect(main(page).getByRole('status')).toHaveText(`${count} resultaten voor ‘${term}’`);
    await expect(cards(page)).toHaveCount(count);
    await expect(cards(page).first()).toContainText(first);
    await expect(page).toHaveTitle(`Zoeken: ${term} | ${SITE_NAME}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('filters results by product type and sorts them by price', async ({page}) => {
    await page.goto(`/search?q=${SEARCHES.tunebook.term}`);
    await expect(main(page).getByRole('status')).toHaveText(
      `${SEARCHES.tunebook.count} results for “${SEARCHES.tunebook.term}”`,
    );
    await page.getByText('Filter and sort').click();
    await page.getByRole('group', {name: 'Product type'}).getByLabel(/^Bundle/).check();
    await page.getByLabel('Sort by').selectOption({label: 'Price, high to low'});
    await page.getByRole('button', {name: 'Apply'}).click();
    await expect(page).toHaveURL(/q=tunebook/);
    await expect(main(page).getByRole('status')).toHaveText(`1 result for “${SEARCHES.tunebook.term}”`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Play-Along Bundle');
    await main(page).getByRole('link', {name: 'Clear filters'}).click();
    await expect(cards(page)).toHaveCount(SEARCHES.tunebook.count);
  });

  test('says so when nothing matches, and leads back to the shop', async ({page}) => {
    await page.goto(`/fr/recherche?q=${SEARCHES.nothing}`);
    await expect(main(page).getByText(`Aucun produit ne correspond à « ${SEARCHES.nothing} ».`)).toBeVisible();
    await main(page).getByRole('link', {name: 'Parcourir la boutique'}).click();
    await expect(page).toHaveURL('/fr/shop/collections/all');
  });

  test('asks for a term when there is none', async ({page}) => {
    await page.goto('/search');
    await expect(main(page).getByText('Look for an album, a tunebook or a tune.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});

test.describe('header search', () => {
  test('suggests products as one types and opens one with the keyboard', async ({page}) => {
    const {term, first} = SEARCHES.city.fr;
    await page.goto('/fr');
    const field = header(page).getByRole('combobox', {name: 'Rechercher dans la boutique'});
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.pressSequentially(term);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', {name: 'Suggestions'});
    await expect(listbox.getByRole('option')).toHaveCount(SEARCHES.city.fr.count + 1);
    await expect(listbox.getByRole('option').first()).toContainText(first);
    await expect(field).toBeFocused();

    await field.press('ArrowDown');
    const active = listbox.getByRole('option', {selected: true});
    await expect(active).toContainText(first);
    await expect(field).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
    await field.press('ArrowDown');
    await field.press('ArrowUp');
    await expect(listbox.getByRole('option', {selected: true})).toContainText(first);

    await field.press('Enter');
    await expect(page).toHaveURL(`/fr/shop/produits/${SHOP_ITEMS.liveInGhent.handle}`);
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('closes with Escape, and shows every result from the last option', async ({page}) => {
    const {term, count} = SEARCHES.city.en;
    await page.goto('/calendar');
    const field = header(page).getByRole('combobox', {name: 'Search the shop'});
    await field.pressSequentially(term);
    await expect(page.getByRole('listbox', {name: 'Suggestions'})).toBeVisible();
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(field).toHaveValue(term);

    await field.press('ArrowUp');
    await expect(page.getByRole('option', {selected: true})).toHaveText(`Show all results for “${term}”`);
    await field.press('Enter');
    await expect(page).toHaveURL(`/search?q=${term}`);
    await expect(main(page).getByRole('status')).toHaveText(`${count} results for “${term}”`);
  });

  test('loads its suggestions on first use, keeping what was typed while they loaded', async ({page}) => {
    const {term, count, first} = SEARCHES.city.nl;
    const suggestionCode = /\/assets\/header-suggestions-[\w-]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(suggestionCode, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/nl/kalender');
    const field = header(page).getByRole('combobox', {name: 'Zoeken in de winkel'});
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    const loaded = () =>
      page.evaluate(
        (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
        suggestionCode.source,
      );
    expect(await loaded()).toBe(false);

    const asked = page.waitForRequest(suggestionCode);
    await field.pressSequentially(term);
    await asked;
    release();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', {name: 'Suggesties'});
    await expect(listbox.getByRole('option')).toHaveCount(count + 1);
    await expect(listbox.getByRole('option').first()).toContainText(first);
    await expect(header(page).getByRole('status')).toHaveText(
      `${count} suggesties. Kies met de pijltjes omhoog en omlaag.`,
    );
    await expect(field).toHaveValue(term);
    await expect(field).toBeFocused();
  });

  test('is a plain search form without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/nl/kalender');
    const field = header(page).getByRole('searchbox', {name: 'Zoeken in de winkel'});
    await field.fill(SEARCHES.city.nl.term);
    await field.press('Enter');
    await expect(page).toHaveURL(`/nl/zoeken?q=${SEARCHES.city.nl.term}`);
    await expect(main(page).getByRole('status')).toHaveText(
      `${SEARCHES.city.nl.count} resultaten voor ‘${SEARCHES.city.nl.term}’`,
    );
    await context.close();
  });

  test('is a link to the search screen on a phone', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/fr');
    await expect(header(page).getByRole('combobox')).toBeHidden();
    await header(page).getByRole('link', {name: 'Rechercher'}).click();
    await expect(page).toHaveURL('/fr/recherche');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('suggestions are JSON, at most six, in the language of their address', async ({request}) => {
    const response = await request.get('/nl/zoeken/suggesties?q=ron');
    // Every product carries the duo's name: the list stops at six.
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['cache-control']).toContain('max-age');
    const body = await response.json();
    expect(body.products).toHaveLength(6);
    const city = await (await request.get(`/nl/zoeken/suggesties?q=${SEARCHES.city.nl.term}`)).json();
    expect(city.products.map((product: any) => product.title)).toContain(SHOP_ITEMS.liveInGhent.title.nl);
    const short = await (await request.get('/fr/recherche/suggestions?q=r')).json();
    expect(short.products).toEqual([]);
  });
});
