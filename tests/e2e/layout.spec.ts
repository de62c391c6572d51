import {expect, test} from '@playwright/test';
import {SITE_NAME} from '../fixtures/catalogue';

test.describe('layout', () => {
  test('has the top menu, with Media & Press as a disclosure', async ({page}) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', {name: 'Main menu'});
    for (const name of ['Calendar', 'Live', 'Workshops', 'Shop', 'About', 'Contact']) {
      await expect(menu.getByRole('link', {name, exact: true})).toBeVisible();
    }
    const media = menu.getByRole('button', {name: 'Media & Press'});
    await expect(media).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', {name: 'Videos'})).toBeHidden();
    await media.click();
    await expect(media).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Videos', 'Photos', 'Podcasts', 'Radio', 'Press']) {
      await expect(menu.getByRole('link', {name})).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(media).toHaveAttribute('aria-expanded', 'false');
    await expect(media).toBeFocused();
  });

  test('works with the keyboard alone: skip link, then the menu', async ({page}) => {
    await page.goto('/calendar');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    await page.goto('/');
    const media = page.getByRole('button', {name: 'Media & Press'});
    await media.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Videos'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/media-and-press/videos');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Videos');
  });

  test('fits a 360 px phone, with every menu entry in reach', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/nl');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await page.getByRole('button', {name: 'Media & pers'}).click();
    await expect(page.getByRole('link', {name: "Foto's"})).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('link', {name: 'Kalender'}).click();
    await expect(page).toHaveURL('/nl/kalender');
  });

  test('opens the submenu before and without JavaScript, on focus', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/fr');
    await expect(page.getByRole('link', {name: 'Vidéos'})).toBeHidden();
    await page.getByRole('button', {name: 'Médias & presse'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Vidéos'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fr/medias-et-presse/videos');
    await context.close();
  });

  test('shows the cart count from the cart handler', async ({page}) => {
    await page.goto('/fr');
    await expect(page.getByRole('link', {name: 'Panier, 0 article'})).toHaveAttribute('href', '/fr/panier');
    await expect(page.getByRole('link', {name: 'Panier, 0 article'})).toContainText('Panier');
  });

  test('has policy links in the footer, in the language of the page', async ({page}) => {
    await page.goto('/nl/kalender');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: 'Privacybeleid'})).toHaveAttribute(
      'href',
      '/nl/policies/privacy-policy',
    );
  });

  test('scrolls to the top on navigation and to the element of a hash', async ({page}) => {
    await page.setViewportSize({width: 360, height: 300});
    await page.goto('/calendar');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Contact'}).click();
    await expect(page).toHaveURL('/contact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/calendar#main-content');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('titles pages `{page} | {site}`', async ({page}) => {
    await page.goto('/nl/over-ons');
    await expect(page).toHaveTitle(`Over ons | ${SITE_NAME}`);
  });
});
