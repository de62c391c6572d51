import {expect, test, type Cookie} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {createCustomer} from '../fixtures/customers';
import {MESSAGES} from '../fixtures/messages';
import {uniqueEmail} from '../fixtures/submissions';

const m = MESSAGES.en.account;
// The emulator's access tokens: 16 random bytes in hex.
const TOKEN_SHAPE = /[0-9a-f]{32}/i;

/** Every reading of a cookie value a curious visitor would try: as sent, URL-decoded, and each part base64-decoded. */
function readings(cookie: Cookie): string[] {
  const plain = decodeURIComponent(cookie.value);
  const parts = [plain, ...plain.split('.')];
  return [plain, ...parts.map((part) => Buffer.from(part, 'base64').toString('utf8'))];
}

test('after sign-in no cookie carries the customer access token, and the account works', async ({page, context}) => {
  const email = uniqueEmail('sealed-session');
  await createCustomer(email, 'sealed-secret');
  await page.goto(screenPath('login', 'en'));
  await page.getByRole('main').getByLabel(m.fields.email, {exact: true}).fill(email);
  await page.getByRole('main').getByLabel(m.fields.password, {exact: true}).fill('sealed-secret');
  await page.getByRole('main').getByRole('button', {name: m.login.submit}).click();
  await expect(page.getByRole('banner').getByRole('link', {name: 'Grace', exact: true})).toBeVisible();

  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('session');
  for (const cookie of cookies) {
    for (const reading of readings(cookie)) {
      expect(reading, `cookie ${cookie.name}`).not.toMatch(/accessToken/i);
      if (cookie.name === 'session') expect(reading, `cookie ${cookie.name}`).not.toMatch(TOKEN_SHAPE);
    }
  }

  const account = await page.request.get(screenPath('account', 'en'), {maxRedirects: 0});
  expect(account.status()).toBe(200);
  expect(await account.text()).toContain(email);
});

test('a tampered session cookie is no session: signed out, not an error', async ({page, context}) => {
  const email = uniqueEmail('tampered-session');
  await createCustomer(email, 'tampered-secret');
  await page.goto(screenPath('login', 'en'));
  await page.getByRole('main').getByLabel(m.fields.email, {exact: true}).fill(email);
  await page.getByRole('main').getByLabel(m.fields.password, {exact: true}).fill('tampered-secret');
  await page.getByRole('main').getByRole('button', {name: m.login.submit}).click();
  await expect(page.getByRole('banner').getByRole('link', {name: 'Grace', exact: true})).toBeVisible();

  const session = (await context.cookies()).find((cookie) => cookie.name === 'session')!;
  const value = decodeURIComponent(session.value);
  const flipped = value.slice(0, 10) + (value[10] === 'A' ? 'B' : 'A') + value.slice(11);
  await context.addCookies([{...session, value: encodeURIComponent(flipped)}]);

  const home = await page.goto('/');
  expect(home!.status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', {name: MESSAGES.en.screen.login, exact: true})).toBeVisible();
  const account = await page.request.get(screenPath('account', 'en'), {maxRedirects: 0});
  expect(account.status()).toBe(302);
});
