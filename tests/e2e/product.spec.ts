import {expect, test, type Page} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {CD_WITHOUT_TEXTS, PRODUCTS, SHOP_ITEMS, TUNEBOOK_NL as TB} from '../fixtures/catalogue';
import {MESSAGES} from '../fixtures/messages';

const NL = MESSAGES.nl.product;
const SOLD_OUT_CD = SHOP_ITEMS.soldOut;
const ON_SALE_CD = SHOP_ITEMS.onSale;
const EN = MESSAGES.en.product;
const TUNEBOOK_NL = screenPath('product', 'nl', {handle: PRODUCTS.tunebook});
/** The Dutch PDF in staff notation, named by its options as the Dutch page names them. */
const PDF_DUTCH_STAFF_NL = `${TUNEBOOK_NL}?${new URLSearchParams({
  [TB.version.name]: TB.version.pdf,
  [TB.language.name]: TB.language.dutch,
  [TB.notation.name]: TB.notation.staff,
})}`;

const cartCount = (count: number) =>
  (count === 1 ? MESSAGES.nl.layout.cartCount_one : MESSAGES.nl.layout.cartCount_other).replace('{{count}}', String(count));
const summary = (page: Page, title: string) => page.getByRole('region', {name: title, exact: true});
const picker = (page: Page, name: string) => summary(page, TB.title).getByRole('group', {name});
/** The tab list is drawn once scripts run: from then on links navigate in the page. */
const hydrated = (page: Page) => expect(page.getByRole('tablist')).toBeVisible();

async function jsonLdProduct(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>).find((data) => data['@type'] === 'Product');
}

test.describe('product page', () => {
  test('a Dutch visitor picks version, language and notation through links', async ({page}) => {
    await page.goto(screenPath('home', 'nl'));
    await page.goto(TUNEBOOK_NL);
    await hydrated(page);
    const tunebook = summary(page, TB.title);
    await expect(tunebook.getByRole('heading', {level: 1})).toHaveText(TB.title);
    await expect(tunebook.getByText(TB.price.printed, {exact: true})).toBeVisible();

    await picker(page, TB.version.name).getByRole('link', {name: TB.version.pdf}).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${TB.version.name}=${TB.version.pdf}(&|$)`));
    await expect(tunebook.getByText(TB.price.pdf, {exact: true})).toBeVisible();
    await expect(picker(page, TB.version.name).getByRole('link', {name: TB.version.pdf})).toHaveAttribute(
      'aria-current',
      'true',
    );

    await picker(page, TB.language.name).getByRole('link', {name: TB.language.dutch}).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${TB.language.name}=${TB.language.dutch}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]${TB.version.name}=${TB.version.pdf}(&|$)`));

    // Dutch tablature does not exist: shown, struck, named unavailable, and not a link.
    const notation = picker(page, TB.notation.name);
    await expect(notation.getByText(TB.notation.tablature)).toBeVisible();
    await expect(notation.getByText(TB.notation.tablature)).toContainText(NL.valueUnavailable);
    await expect(notation.getByRole('link', {name: new RegExp(TB.notation.tablature)})).toHaveCount(0);
    await expect(notation.getByRole('link', {name: TB.notation.staff})).toHaveAttribute('aria-current', 'true');
    await expect(tunebook.getByRole('button', {name: NL.addToCart})).toBeEnabled();

    // The picks replaced the history entry: Back leaves the product.
    await page.goBack();
    await expect(page).toHaveURL(screenPath('home', 'nl'));
  });

  test('on a slow connection, quick picks each show at once and all of them count', async ({page}) => {
    await page.goto(TUNEBOOK_NL);
    await hydrated(page);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await answered;
      // A pick overtaken by the next one has been cancelled by the page: nothing is left to answer.
      await route.continue().catch(() => undefined);
    });
    const tunebook = summary(page, TB.title);
    const picks = [
      [TB.version.name, TB.version.pdf],
      [TB.language.name, TB.language.french],
      [TB.notation.name, TB.notation.tablature],
    ] as const;
    for (const [name, value] of picks) {
      const link = picker(page, name).getByRole('link', {name: value, exact: true});
      await link.click();
      await expect(link, `${value}, before its page arrives`).toHaveAttribute('aria-current', 'true');
    }
    await expect(tunebook.getByText(TB.price.pdf, {exact: true})).toBeVisible();

    answer();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual(Object.fromEntries(picks));
    for (const [name, value] of picks) {
      await expect(picker(page, name).getByRole('link', {name: value, exact: true})).toHaveAttribute('aria-current', 'true');
    }
  });

  test('a sold-out combination is marked and cannot be added, with the reason', async ({page}) => {
    const query = new URLSearchParams({
      [TB.version.name]: TB.version.printed,
      [TB.language.name]: TB.language.french,
      [TB.notation.name]: TB.notation.tablature,
    });
    await page.goto(`${TUNEBOOK_NL}?${query}`);
    const tablature = picker(page, TB.notation.name).getByRole('link', {name: new RegExp(TB.notation.tablature)});
    await expect(tablature).toHaveAttribute('aria-current', 'true');
    await expect(tablature).toContainText(NL.valueSoldOut);
    await expect(summary(page, TB.title).getByRole('button', {name: NL.soldOut})).toBeDisabled();

    await picker(page, TB.notation.name).getByRole('link', {name: TB.notation.staff}).click();
    await expect(summary(page, TB.title).getByRole('button', {name: NL.addToCart})).toBeEnabled();
  });

  test('a link to a combination the shop does not have says so and shows one that exists', async ({page}) => {
    const query = new URLSearchParams({
      [TB.version.name]: TB.version.printed,
      [TB.language.name]: TB.language.dutch,
      [TB.notation.name]: TB.notation.tablature,
    });
    await page.goto(`${TUNEBOOK_NL}?${query}`);
    await expect(summary(page, TB.title).getByText(NL.combinationMissing)).toBeVisible();
    await expect(summary(page, TB.title).getByRole('button', {name: NL.addToCart})).toBeEnabled();

    await page.goto(TUNEBOOK_NL);
    await expect(summary(page, TB.title).getByText(NL.combinationMissing)).toHaveCount(0);
  });

  test('an item on sale shows both prices and the badge, formatted as the language writes them', async ({page}) => {
    await page.goto(screenPath('product', 'en', {handle: ON_SALE_CD.handle}));
    await hydrated(page);
    const cd = summary(page, ON_SALE_CD.title.en);
    await expect(cd.getByText(MESSAGES.en.shop.onSale, {exact: true})).toBeVisible();
    await expect(cd.getByRole('paragraph').filter({hasText: MESSAGES.en.shop.salePrice})).toHaveText(
      `${MESSAGES.en.shop.salePrice}${ON_SALE_CD.price.en}${MESSAGES.en.shop.regularPrice}${ON_SALE_CD.compareAt.en}`,
    );

    // Mid-visit, in the page: the prices follow the new language.
    await page.getByRole('navigation', {name: MESSAGES.en.layout.language}).getByRole('link', {name: 'Français'}).click();
    const fr = MESSAGES.fr.shop;
    await expect(summary(page, ON_SALE_CD.title.fr).getByRole('paragraph').filter({hasText: fr.salePrice})).toHaveText(
      `${fr.salePrice}${ON_SALE_CD.price.fr}${fr.regularPrice}${ON_SALE_CD.compareAt.fr}`,
    );
  });

  test('the pickers work without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(TUNEBOOK_NL);
    await picker(page, TB.version.name).getByRole('link', {name: TB.version.pdf}).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${TB.version.name}=${TB.version.pdf}(&|$)`));
    await expect(summary(page, TB.title).getByText(TB.price.pdf, {exact: true})).toBeVisible();
    await picker(page, TB.language.name).getByRole('link', {name: TB.language.dutch}).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${TB.language.name}=${TB.language.dutch}(&|$)`));
    await expect(picker(page, TB.notation.name).getByText(TB.notation.tablature)).toContainText(NL.valueUnavailable);
    // No tabs without scripts: both texts are on the page under their headings.
    await expect(page.getByRole('heading', {name: NL.descriptionTab})).toBeVisible();
    await expect(page.getByRole('heading', {name: NL.detailsTab})).toBeVisible();
    await context.close();
  });

  test('"Add to cart" adds the picked variant without leaving the page and confirms it', async ({page}) => {
    await page.goto(TUNEBOOK_NL);
    await hydrated(page);
    await expect(page.getByRole('link', {name: cartCount(0)})).toBeVisible();
    await picker(page, TB.version.name).getByRole('link', {name: TB.version.pdf}).click();
    await picker(page, TB.language.name).getByRole('link', {name: TB.language.dutch}).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${TB.language.name}=${TB.language.dutch}(&|$)`));
    // A full reload would drop this mark.
    await page.evaluate(() => Object.assign(window, {productPageMark: true}));

    await summary(page, TB.title).getByRole('button', {name: NL.addToCart}).click();
    await expect(page.getByRole('link', {name: cartCount(1)})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: MESSAGES.nl.cart.notice.added})).toBeAttached();
    expect(await page.evaluate(() => 'productPageMark' in window)).toBe(true);

    await page.goto(screenPath('cart', 'nl'));
    const line = page.getByRole('listitem').filter({has: page.getByRole('heading', {name: TB.title})});
    await expect(line).toContainText(TB.version.pdf);
    await expect(line).toContainText(TB.language.dutch);
  });

  // Without scripts the form itself posts: the request carries the line, the answer leads back.
  test('"Add to cart" posts the selected variant, one of it, to the cart screen', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(PDF_DUTCH_STAFF_NL);
    const posting = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === screenPath('cart', 'nl'),
    );
    await summary(page, TB.title).getByRole('button', {name: NL.addToCart}).click();
    const form = new URLSearchParams((await posting).postData() ?? '');
    const input = JSON.parse(form.get('cartFormInput') ?? '{}') as {
      action: string;
      inputs: {lines: Array<{quantity: number; merchandiseId: string; selectedVariant: {id: string; sku: string}}>};
    };
    expect(input.action).toBe('LinesAdd');
    expect(input.inputs.lines).toHaveLength(1);
    const [line] = input.inputs.lines;
    expect(line.quantity).toBe(1);
    expect(line.selectedVariant.sku).toBe(TB.sku.pdfDutchStaff);
    expect(line.merchandiseId).toBe(line.selectedVariant.id);
    await expect(page.getByRole('link', {name: cartCount(1)})).toBeVisible();
    await expect(summary(page, TB.title)).toBeVisible();
    await context.close();
  });

  test('a sold-out CD has its button off and says why', async ({page}) => {
    await page.goto(screenPath('product', 'nl', {handle: SOLD_OUT_CD.handle}));
    const cd = summary(page, SOLD_OUT_CD.title.nl);
    await expect(cd.getByRole('button', {name: NL.soldOut})).toBeDisabled();
    await expect(cd.getByRole('button', {name: NL.addToCart})).toHaveCount(0);

    await page.goto(screenPath('product', 'en', {handle: SOLD_OUT_CD.handle}));
    await expect(summary(page, SOLD_OUT_CD.title.en).getByRole('button', {name: EN.soldOut})).toBeDisabled();
  });

  test('Description and Details are tabs the keyboard can use', async ({page}) => {
    await page.goto(screenPath('product', 'en', {handle: PRODUCTS.tunebook}));
    const description = page.getByRole('tab', {name: EN.descriptionTab});
    const details = page.getByRole('tab', {name: EN.detailsTab});
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', {name: EN.descriptionTab})).toContainText('chords and dance notes');
    await expect(page.getByRole('tabpanel', {name: EN.detailsTab})).toBeHidden();

    await description.focus();
    await page.keyboard.press('ArrowRight');
    await expect(details).toBeFocused();
    await expect(details).toHaveAttribute('aria-selected', 'true');
    const detailsPanel = page.getByRole('tabpanel', {name: EN.detailsTab});
    await expect(detailsPanel).toContainText('32 tunes with chords');
    await expect(detailsPanel.getByRole('heading', {name: EN.shippingTitle})).toBeVisible();
    await expect(detailsPanel).toContainText('Printed books ship from Ghent');
    await expect(page.getByRole('tabpanel', {name: EN.descriptionTab})).toBeHidden();

    await page.keyboard.press('Home');
    await expect(description).toBeFocused();
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(details).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(detailsPanel).toBeFocused();
  });

  test("a product without details or shipping text says so in the catalogue's words", async ({page}) => {
    await page.goto(screenPath('product', 'en', {handle: CD_WITHOUT_TEXTS.handle}));
    await page.getByRole('tab', {name: EN.detailsTab}).click();
    const panel = page.getByRole('tabpanel', {name: EN.detailsTab});
    await expect(panel.getByText('Details not available.', {exact: true})).toBeVisible();
    await expect(panel.getByText('Shipping information not available.', {exact: true})).toBeVisible();
  });

  for (const [locale, message] of [
    ['en', 'Item not found.'],
    ['fr', 'Article introuvable.'],
    ['nl', 'Artikel niet gevonden.'],
  ] as const) {
    test(`an unknown product is a 404 saying '${message}'`, async ({page}) => {
      const response = await page.goto(screenPath('product', locale, {handle: 'no-such-item'}));
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(MESSAGES[locale].error.notFoundTitle);
      await expect(page.getByText(message, {exact: true})).toBeVisible();
    });
  }

  test('describes the selected variant as Product and Offer structured data', async ({page}) => {
    await page.goto(PDF_DUTCH_STAFF_NL);
    const product = await jsonLdProduct(page);
    expect(product).toMatchObject({
      name: TB.title,
      sku: TB.sku.pdfDutchStaff,
      brand: {'@type': 'Brand', name: 'Ronce & Rivière'},
      offers: {
        '@type': 'Offer',
        price: '12.0',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(new URL(product!.url as string).pathname).toBe(TUNEBOOK_NL);
    expect(product!.image).toEqual(expect.stringContaining(PRODUCTS.tunebook));
    await expect(page.locator('meta[property="og:image:url"]')).toHaveAttribute('content', /\.jpg/);

    await page.goto(screenPath('product', 'en', {handle: SOLD_OUT_CD.handle}));
    expect((await jsonLdProduct(page))?.offers).toMatchObject({availability: 'https://schema.org/SoldOut'});
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`switching language keeps the chosen variant, named in the new language${javaScriptEnabled ? '' : ', without JavaScript'}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({javaScriptEnabled});
      const page = await context.newPage();
      await page.goto(PDF_DUTCH_STAFF_NL);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole('navigation', {name: 'Taal'}).getByRole('link', {name: 'Français'}).click();

      await expect(page).toHaveURL(new RegExp(`^[^?]*${screenPath('product', 'fr', {handle: PRODUCTS.tunebook})}\\?`));
      const params = new URL(page.url()).searchParams;
      expect(params.has('variant')).toBe(false);
      expect(params.has(TB.version.name)).toBe(false);
      expect([...params.keys()]).toHaveLength(3);
      // The same variant, whatever its options are called in French.
      expect(await jsonLdProduct(page)).toMatchObject({sku: TB.sku.pdfDutchStaff});
      await context.close();
    });
  }

  test('shows what the shop pairs with the item and what it recommends', async ({page}) => {
    await page.goto(TUNEBOOK_NL);
    const matching = page.getByRole('region', {name: NL.matchingTitle});
    for (const title of TB.matching) {
      await expect(matching.getByRole('link', {name: title})).toBeVisible();
    }
    const recommended = page.getByRole('region', {name: NL.recommendationsTitle});
    await expect(recommended.getByRole('link').first()).toBeVisible();
    // Neither the item itself nor what is already paired with it is recommended again.
    for (const title of [TB.title, ...TB.matching]) {
      await expect(recommended.getByRole('link', {name: title})).toHaveCount(0);
    }
  });
});
