import {expect, test} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {readEnvFile, siteEnvFile, stackPorts} from '../../scripts/site-env.mjs';
import {SHOP_ITEMS} from '../fixtures/catalogue';
import {createCustomer} from '../fixtures/customers';
import {MESSAGES} from '../fixtures/messages';
import {mailsTo, uniqueEmail} from '../fixtures/submissions';

// Only PORT_OFFSET was set (playwright.ports.config.ts): every part of the stack and every link it
// mails must have moved with it.
const PORTS = stackPorts();
const SITE = `http://localhost:${PORTS.site}`;
const env = readEnvFile(siteEnvFile()) as Record<string, string>;
const EN = MESSAGES.en;

test('the emulator and the CMS answer on the moved ports, and the site reads them', () => {
  expect(PORTS.site).toBe(5000);
  expect(new URL(env.PUBLIC_STORE_DOMAIN!).port).toBe(String(PORTS.emulator));
  expect(new URL(env.CMS_URL!).port).toBe(String(PORTS.cms));
});

test('a newsletter sign-up is stored by the CMS and its mail links back to the moved site', async ({page}) => {
  const email = uniqueEmail('moved');
  await page.goto('/calendar');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByLabel('I agree to receive the newsletter by email. I can unsubscribe at any time.').check();
  await footer.getByRole('button', {name: 'Subscribe'}).click();
  await expect(
    page.getByRole('status').filter({hasText: 'Thank you! We have sent you an email: follow its link to confirm your subscription.'}),
  ).toBeAttached();

  await expect.poll(async () => (await mailsTo(email)).length, {timeout: 15_000}).toBe(1);
  const [confirm] = (await mailsTo(email))[0]!.links;
  expect(new URL(confirm!).origin).toBe(SITE);
  await page.goto(confirm!);
  await page.getByRole('button', {name: 'Confirm my subscription'}).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you! Your subscription to the newsletter is confirmed.');
});

test('a password-reset mail links to the moved site, where the link opens the reset form', async ({page}) => {
  const email = uniqueEmail('moved-customer');
  await createCustomer(email, 'first-secret');
  await page.goto('/account/recover');
  await page.getByRole('main').getByLabel(EN.account.fields.email, {exact: true}).fill(email);
  await page.getByRole('main').getByRole('button', {name: EN.account.recover.submit}).click();
  await expect(page.getByRole('status').filter({hasText: EN.account.notices.recoverSent})).toBeAttached();

  await expect.poll(async () => (await mailsTo(email)).length, {timeout: 15_000}).toBeGreaterThan(0);
  const link = (await mailsTo(email))[0]!.links.map((href) => new URL(href)).find((url) => url.pathname.includes('/account/reset/'));
  expect(link?.origin).toBe(SITE);
  await page.goto(link!.href);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(EN.screen.reset);
});

test('the development console stays quiet while a visitor browses, switches language and opens a product', async ({page}) => {
  const noise: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') noise.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => noise.push(`pageerror: ${error.message}`));

  const hydrated = (name: string) => page.getByRole('navigation', {name}).and(page.locator('[data-hydrated]'));
  await page.goto('/');
  await expect(hydrated(EN.nav.main)).toBeAttached();
  await page.getByRole('navigation', {name: EN.nav.main}).getByRole('link', {name: EN.nav.calendar, exact: true}).click();
  await expect(page).toHaveURL('/calendar');
  await page.goto(screenPath('collection', 'fr', {handle: 'all'}));
  await expect(hydrated(MESSAGES.fr.nav.main)).toBeAttached();
  await page.getByRole('main').getByRole('link', {name: SHOP_ITEMS.onSale.title.fr}).first().click();
  await expect(page).toHaveURL(screenPath('product', 'fr', {handle: SHOP_ITEMS.onSale.handle}));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(SHOP_ITEMS.onSale.title.fr);
  expect(noise).toEqual([]);
});
