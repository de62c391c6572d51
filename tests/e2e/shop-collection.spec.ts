import {expect, test, type Page} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {
  CATEGORY_COUNTS,
  CDS_BY_PRICE,
  COLLECTION_PAGE_SIZE,
  SHOP_ITEMS,
  SITE_NAME,
} from '../fixtures/catalogue';

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const card = (page: Page, title: string) => cards(page).filter({has: page.getByRole('heading', {name: title})});
const cardTitles = (page: Page) => cards(page).getByRole('heading', {level: 2}).allTextContents();

test.describe('shop landing', () => {
  for (const [landing, target] of [
    ['/shop', '/shop/collections/all'],
    ['/fr/shop', '/fr/shop/collections/all'],
    ['/nl/shop', '/nl/shop/collecties/all'],
  ] as const) {
    test(`${landing} redirects (302) to the "all" collection in its language`, async ({request}) => {
      const response = await request.get(landing, {maxRedirects: 0});
      expect(response.status()).toBe(302);
      expect(new URL(response.headers().location, BASE_URL).pathname).toBe(target);
    });
  }

  test('the menu entry Shop leads to every product, in Dutch', async ({page}) => {
    await page.goto('/nl');
    await page.getByRole('navigation', {name: 'Hoofdmenu'}).getByRole('link', {name: 'Winkel'}).click();
    await expect(page).toHaveURL('/nl/shop/collecties/all');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Alle producten');
    await expect(main(page).getByRole('status')).toHaveText(`${CATEGORY_COUNTS.all} producten`);
  });
});

test.describe('collection page', () => {
  test('browses a category in French', async ({page}) => {
    await page.goto('/fr/shop');
    const categories = page.getByRole('navigation', {name: 'Catégories'});
    await expect(categories.getByRole('link', {name: 'Tout'})).toHaveAttribute('aria-current', 'page');

    await categories.getByRole('link', {name: 'CD'}).click();
    await expect(page).toHaveURL('/fr/shop/collections/cds');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('CD');
    await expect(categories.getByRole('link', {name: 'CD'})).toHaveAttribute('aria-current', 'page');
    await expect(categories.getByRole('link', {name: 'Tout'})).not.toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByRole('status')).toHaveText(`${CATEGORY_COUNTS.cds} produits`);
    await expect(cards(page)).toHaveCount(CATEGORY_COUNTS.cds);
    await expect(page).toHaveTitle(`CD | ${SITE_NAME}`);

    await card(page, SHOP_ITEMS.newAlbum.title.fr).getByRole('link').click();
    await expect(page).toHaveURL(`/fr/shop/produits/${SHOP_ITEMS.newAlbum.handle}`);
  });

  test('sorts by price both ways, the choice kept in the URL', async ({page}) => {
    await page.goto('/fr/shop/collections/cds');
    await page.getByText('Filtrer et trier').click();
    await page.getByLabel('Trier par').selectOption({label: 'Prix croissant'});
    await page.getByRole('button', {name: 'Appliquer'}).click();
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect.poll(() => cardTitles(page)).toEqual([...CDS_BY_PRICE.fr]);

    await page.getByLabel('Trier par').selectOption({label: 'Prix décroissant'});
    await page.getByRole('button', {name: 'Appliquer'}).click();
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    await expect(cards(page).first()).toContainText(SHOP_ITEMS.newAlbum.title.fr);

    // The sorted list is a variant of the collection: canonical to the plain list, not indexed.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}/fr/shop/collections/cds`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('with scripts, a sort applies as it is chosen, keeping the filters, the place and the focus', async ({page}) => {
    // A short window, so the list scrolls and keeping the place can be seen.
    await page.setViewportSize({width: 1280, height: 500});
    await page.goto('/fr/shop/collections/cds');
    await expect(page.getByRole('navigation', {name: 'Menu principal'})).toHaveAttribute('data-hydrated', 'true');
    await page.getByText('Filtrer et trier').click();
    await page
      .getByRole('group', {name: 'Disponibilité'})
      .getByLabel(/^En stock/)
      .check();
    await page.getByRole('button', {name: 'Appliquer'}).click();
    // The empty price fields stay out of the address.
    await expect(page).toHaveURL('/fr/shop/collections/cds?sort=featured&filter.v.availability=1');
    await expect(main(page).getByRole('status')).toHaveText(`${CATEGORY_COUNTS.cds - 1} produits`);

    const sort = page.getByLabel('Trier par');
    await sort.evaluate((element) => element.scrollIntoView({block: 'center'}));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await sort.selectOption({label: 'Prix croissant'});
    await expect(page).toHaveURL('/fr/shop/collections/cds?sort=price-asc&filter.v.availability=1');
    const inStockByPrice = CDS_BY_PRICE.fr.filter((title) => title !== SHOP_ITEMS.soldOut.title.fr);
    await expect.poll(() => cardTitles(page)).toEqual(inStockByPrice);
    await expect(sort).toBeFocused();
    await expect(sort).toHaveValue('price-asc');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await sort.selectOption({label: 'Prix décroissant'});
    await expect(page).toHaveURL('/fr/shop/collections/cds?sort=price-desc&filter.v.availability=1');
    await expect(cards(page).first()).toContainText(SHOP_ITEMS.newAlbum.title.fr);
    await expect(sort).toBeFocused();

    // The back button brings the previous order back, in the list and in the select.
    await page.goBack();
    await expect(page).toHaveURL('/fr/shop/collections/cds?sort=price-asc&filter.v.availability=1');
    await expect(sort).toHaveValue('price-asc');
    await expect.poll(() => cardTitles(page)).toEqual(inStockByPrice);

    // Back to the plain list: the panel stays open under the visitor's hands.
    await main(page).getByRole('link', {name: 'Effacer les filtres'}).click();
    await expect(page).toHaveURL('/fr/shop/collections/cds?sort=price-asc');
    await sort.selectOption({label: 'Mis en avant'});
    await expect(page).toHaveURL('/fr/shop/collections/cds?sort=featured');
    await expect(sort).toBeVisible();
    await expect(sort).toBeFocused();
  });

  test('without scripts, Apply sorts, and the address carries no empty field', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/fr/shop/collections/cds');
    await page.getByText('Filtrer et trier').click();
    await page.getByLabel('Trier par').selectOption({label: 'Prix croissant'});
    // Nothing happens on the choice alone: without scripts, the button applies it.
    await expect(page).toHaveURL('/fr/shop/collections/cds');
    await page.getByRole('button', {name: 'Appliquer'}).click();
    await expect(page).toHaveURL('/fr/shop/collections/cds?sort=price-asc');
    await expect.poll(() => cardTitles(page)).toEqual([...CDS_BY_PRICE.fr]);
    await expect(page.getByLabel('Trier par')).toHaveValue('price-asc');
    await context.close();
  });

  test('an address with empty fields is sent, permanently, to the same list without them', async ({request}) => {
    for (const [from, to] of [
      [
        '/fr/shop/collections/cds?sort=price-asc&filter.v.price.gte=&filter.v.price.lte=',
        '/fr/shop/collections/cds?sort=price-asc',
      ],
      [
        '/nl/shop/collecties/all?filter.v.price.gte=&filter.v.price.lte=20',
        '/nl/shop/collecties/all?filter.v.price.lte=20',
      ],
      ['/shop/collections/all?sort=&filter.v.price.gte=%20', '/shop/collections/all'],
      [
        '/search?q=tunebook&sort=price-desc&filter.v.price.gte=&filter.v.price.lte=',
        '/search?q=tunebook&sort=price-desc',
      ],
      ['/fr/recherche?q=', '/fr/recherche'],
    ] as const) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers().location!, BASE_URL);
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
    const clean = await request.get('/fr/shop/collections/cds?sort=price-asc', {maxRedirects: 0});
    expect(clean.status()).toBe(200);
  });

  test('filters by availability and price from the API, and clears them', async ({page}) => {
    await page.goto('/fr/shop/collections/cds');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.getByText('Filtrer et trier').click();
    await page
      .getByRole('group', {name: 'Disponibilité'})
      .getByLabel(/^En stock/)
      .check();
    await page.getByRole('button', {name: 'Appliquer'}).click();
    await expect(page).toHaveURL(/filter\.v\.availability=1/);
    await expect(main(page).getByRole('status')).toHaveText(`${CATEGORY_COUNTS.cds - 1} produits`);
    await expect(card(page, SHOP_ITEMS.soldOut.title.fr)).toHaveCount(0);

    await page.getByLabel('Prix maximum (€)').fill('15');
    await page.getByRole('button', {name: 'Appliquer'}).click();
    await expect(page).toHaveURL(/filter\.v\.price\.lte=15/);
    // In stock at €15 or less: the first album and the one on sale.
    await expect(main(page).getByRole('status')).toHaveText('2 produits');
    await expect(page.getByRole('group', {name: 'Disponibilité'}).getByLabel(/^En stock/)).toBeChecked();

    await main(page).getByRole('link', {name: 'Effacer les filtres'}).click();
    await expect(page).toHaveURL(/\/fr\/shop\/collections\/cds(\?sort=featured)?$/);
    await expect(main(page).getByRole('status')).toHaveText(`${CATEGORY_COUNTS.cds} produits`);
    await expect(page.getByLabel('Prix maximum (€)')).toHaveValue('');
  });

  test('a filter that matches nothing says so and offers to clear it', async ({page}) => {
    await page.goto('/fr/shop/collections/cds?filter.v.price.lte=5');
    await expect(main(page).getByText('Aucun produit ne correspond à ces filtres.')).toBeVisible();
    await expect(main(page).getByRole('status')).toHaveText('0 produit');
    await main(page).getByRole('link', {name: 'Effacer les filtres'}).first().click();
    await expect(page).toHaveURL('/fr/shop/collections/cds');
    await expect(cards(page)).toHaveCount(CATEGORY_COUNTS.cds);
  });

  test('pages through the collection, adding the next page in place', async ({page}) => {
    await page.goto('/shop/collections/all');
    await expect(cards(page)).toHaveCount(COLLECTION_PAGE_SIZE);
    await main(page).getByRole('link', {name: 'More products'}).click();
    await expect(cards(page)).toHaveCount(CATEGORY_COUNTS.all);
    await expect(main(page).getByRole('link', {name: 'More products'})).toHaveCount(0);
  });

  test('shows price, compare-at price, on-sale and sold-out badges', async ({page}) => {
    await page.goto('/shop/collections/cds');
    const onSale = card(page, SHOP_ITEMS.onSale.title.en);
    await expect(onSale.getByRole('listitem').filter({hasText: 'On sale'})).toBeVisible();
    // Both prices, each named for screen readers.
    await expect(onSale.getByRole('paragraph')).toHaveText(
      `Sale price${SHOP_ITEMS.onSale.price.en}Regular price${SHOP_ITEMS.onSale.compareAt.en}`,
    );
    await expect(card(page, SHOP_ITEMS.soldOut.title.en).getByText('Sold out')).toBeVisible();
    // Today is after the release day, so the new album is no longer "coming soon"
    // (both states are checked with a fixed clock in tests/unit/components/shop/product-card.test.tsx).
    await expect(card(page, SHOP_ITEMS.newAlbum.title.en)).toBeVisible();
    await expect(card(page, SHOP_ITEMS.newAlbum.title.en).getByText('Coming soon')).toHaveCount(0);
  });

  test('unknown or malformed handles are a 404', async ({page}) => {
    for (const path of ['/fr/shop/collections/inconnue', '/nl/shop/collecties/Niet%20Geldig!']) {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
    }
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Pagina niet gevonden');
  });

  test('filters, sorts and pages without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/nl/shop/collecties/all');
    await page.getByText('Filteren en sorteren').click();
    await page.getByLabel('Sorteren op').selectOption({label: 'Prijs, hoog naar laag'});
    await page.getByLabel('Minimumprijs (€)').fill('20');
    await page.getByRole('button', {name: 'Toepassen'}).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    // €20 or more: the two bundles and three printed tunebooks; the discography (€65) first.
    await expect(main(page).getByRole('status')).toHaveText('5 producten');
    await expect(cards(page).first()).toContainText('Volledige discografie');

    await page.goto('/nl/shop/collecties/all');
    await main(page).getByRole('link', {name: 'Meer producten'}).click();
    await expect(cards(page)).toHaveCount(CATEGORY_COUNTS.all - COLLECTION_PAGE_SIZE);
    await expect(main(page).getByRole('link', {name: 'Vorige producten'})).toBeVisible();
    await context.close();
  });
});
