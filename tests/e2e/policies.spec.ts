import {expect, test} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, LOCALES} from '~/i18n/locales';
import {SITE_NAME} from '../fixtures/catalogue';
import {MESSAGES} from '../fixtures/messages';
import {POLICIES} from '../fixtures/policies';

const SCREENS = Object.keys(POLICIES) as (keyof typeof POLICIES)[];

for (const locale of LOCALES) {
  for (const screen of SCREENS) {
    const path = screenPath(screen, locale);
    const expected = POLICIES[screen][locale];

    test(`${path} shows the ${locale} ${screen} from the shop, with links to the other two`, async ({page}) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].tag);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(expected.title);
      await expect(page.getByRole('heading', {level: 2, name: expected.firstHeading})).toBeVisible();
      await expect(page).toHaveTitle(`${expected.title} | ${SITE_NAME}`);

      const others = page.getByRole('navigation', {name: MESSAGES[locale].policy.others});
      for (const other of SCREENS.filter((candidate) => candidate !== screen)) {
        await expect(others.getByRole('link', {name: MESSAGES[locale].screen[other]})).toHaveAttribute(
          'href',
          screenPath(other, locale),
        );
      }
      await expect(others.getByRole('link', {name: MESSAGES[locale].screen[screen]})).toHaveCount(0);
    });
  }
}

test('a policy links to the next one in the same language', async ({page}) => {
  await page.goto(screenPath('privacy-policy', 'nl'));
  const others = page.getByRole('navigation', {name: MESSAGES.nl.policy.others});
  await others.getByRole('link', {name: MESSAGES.nl.screen['refund-policy']}).click();
  await expect(page).toHaveURL(screenPath('refund-policy', 'nl'));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(POLICIES['refund-policy'].nl.title);
  await expect(page.getByRole('heading', {level: 2, name: POLICIES['refund-policy'].nl.firstHeading})).toBeVisible();
});

test('a policy page has a description from its body and hreflang alternates', async ({page}) => {
  await page.goto(screenPath('terms-of-service', 'fr'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Aperçu Cette boutique est gérée par Ronce & Rivière/);
  await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute(
    'href',
    new RegExp(`${screenPath('terms-of-service', 'nl')}$`),
  );
});

test('another policy address is a 404', async ({page}) => {
  const response = await page.goto('/policies/shipping-policy');
  expect(response!.status()).toBe(404);
});
