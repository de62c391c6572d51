// The account journeys on a shop whose customers sign in through the Customer Account API: Shopify's
// hosted page (here the emulator's), a one-time code from the mailbox, then the same account screens.
import {expect, test, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {AUTHORIZE_PATHS} from '~/i18n/authorize-paths';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {CUSTOMER_ACCOUNT_TOKEN_SECONDS, CUSTOMER_ACCOUNT_URL} from '../../playwright.config';
import {CART_ITEMS, addToCart, variantId} from '../fixtures/cart';
import {customerWithOrder, type PlacedOrder} from '../fixtures/customer';
import {MESSAGES} from '../fixtures/messages';
import {mailsTo, uniqueEmail} from '../fixtures/submissions';
import {SIGN_IN_MESSAGES} from '../../emulator/src/customer-account/sign-in-messages';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name]));

const main = (page: Page) => page.getByRole('main');
const message = (page: Page, role: 'status' | 'alert', text: string) => page.getByRole(role).filter({hasText: text});
const at = (path: string) => `${CUSTOMER_ACCOUNT_URL}${path}`;
const FIRST_NAME = 'Yara';

/** The newest one-time code the hosted sign-in mailed to this address. */
async function mailedCode(email: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(email);
      code = mails.length > after ? /\b(\d{6})\b/.exec(mails[0]!.subject)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** From the site's sign-in page through the hosted page, in the page's language, back to the site. */
async function signInOnHostedPage(page: Page, locale: Locale, email: string): Promise<void> {
  const hosted = SIGN_IN_MESSAGES[locale];
  const before = (await mailsTo(email)).length;
  await main(page).getByRole('button', {name: MESSAGES[locale].account.hosted.submit}).click();
  // The shop's page, in the visitor's language.
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
  await page.getByLabel(hosted.email, {exact: true}).fill(email);
  await page.getByRole('button', {name: hosted.continue}).click();
  await page.getByLabel(hosted.code, {exact: true}).fill(await mailedCode(email, before));
  await page.getByRole('button', {name: hosted.verify}).click();
  await expect(page).toHaveURL((url) => url.origin === CUSTOMER_ACCOUNT_URL);
}

for (const locale of LOCALES) {
  test.describe(`Customer Account API sign-in in ${LOCALE_INFO[locale].displayName}`, () => {
    test.describe.configure({mode: 'serial'});

    const m = MESSAGES[locale].account;
    const screen = MESSAGES[locale].screen;
    const path = (name: Parameters<typeof screenPath>[0]) => screenPath(name as 'account', locale);
    const email = uniqueEmail(`hosted-${locale}`);
    let order: PlacedOrder;
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({browser}: {browser: Browser}) => {
      // One customer of the legacy accounts, with a discounted order: the same customers and orders in both APIs.
      order = await customerWithOrder(
        {email, password: 'hosted-secret', firstName: FIRST_NAME},
        {discountCodes: ['SESSION15', 'WELCOME5']},
      );
      context = await browser.newContext();
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    test('password screens say what happens instead, and post nothing', async () => {
      for (const name of ['register', 'recover'] as const) {
        await page.goto(at(path(name)));
        await expect(page.getByRole('heading', {level: 1})).toHaveText(screen[name]);
        await expect(main(page)).toContainText(name === 'register' ? m.hosted.register : m.hosted.noPassword);
        await expect(main(page).getByLabel(m.fields.password)).toHaveCount(0);
        await expect(main(page).getByRole('button', {name: m.hosted.submit})).toBeVisible();
      }
      const post = await page.request.post(at(path('register')), {
        form: {email, password: 'anything-long'},
        headers: {origin: CUSTOMER_ACCOUNT_URL},
        maxRedirects: 0,
      });
      expect(post.status()).toBe(404);
    });

    test('signs in with a mailed code and lands where they were going: the orders', async () => {
      await page.goto(at(path('orders')));
      await expect(page).toHaveURL((url) => url.pathname === path('login'));
      await expect(main(page)).toContainText(m.hosted.intro);
      await expect(main(page).getByLabel(m.fields.password)).toHaveCount(0);

      await signInOnHostedPage(page, locale, email);
      await expect(page).toHaveURL((url) => url.pathname === path('orders'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(screen.orders);
      await expect(page.getByRole('banner').getByRole('link', {name: FIRST_NAME, exact: true})).toBeVisible();
      await expect(page.getByRole('row').filter({hasText: order.name})).toBeVisible();
    });

    test('opens the discounted order from the list', async () => {
      await page.getByRole('row').filter({hasText: order.name}).getByRole('link').click();
      await expect(page).toHaveURL((url) => url.pathname === screenPath('order', locale, {id: order.id}));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(fill(m.order.title, {name: order.name}));
      await expect(page.getByRole('row', {name: fill(m.order.discount, {codes: 'WELCOME5'})})).toContainText('5');
      await expect(page.getByRole('row', {name: new RegExp(m.order.total)}).last()).toContainText('€');
      await expect(page.getByRole('region', {name: m.order.shippingAddress})).toContainText('Veldstraat 1');
    });

    test('adds two addresses, corrects one, and deletes it', async () => {
      await page.goto(at(path('addresses')));
      const form = page.getByRole('region', {name: m.addresses.add});
      await form.getByRole('button', {name: m.addresses.save}).click();
      await expect(form.getByRole('link', {name: m.errors.address1Required})).toBeVisible();

      const add = async (street: string, zip: string, city: string) => {
        await form.getByLabel(m.fields.firstName, {exact: true}).fill(FIRST_NAME);
        await form.getByLabel(m.fields.lastName, {exact: true}).fill('Peeters');
        await form.getByLabel(m.fields.address1, {exact: true}).fill(street);
        await form.getByLabel(m.fields.zip, {exact: true}).fill(zip);
        await form.getByLabel(m.fields.city, {exact: true}).fill(city);
        await form.getByLabel(m.fields.country, {exact: true}).selectOption('BE');
        await form.getByRole('button', {name: m.addresses.save}).click();
        await expect(message(page, 'status', m.notices.addressSaved)).toHaveText(m.notices.addressSaved);
        await expect(page.getByRole('listitem').filter({hasText: street})).toContainText(city);
      };
      await add('Meir 2', '2000', 'Antwerpen');
      await add('Kouter 5', '9000', 'Gent');

      const second = page.getByRole('listitem').filter({hasText: 'Kouter 5'});
      await second.getByRole('link', {name: m.addresses.edit}).click();
      const edit = page.getByRole('region', {name: m.addresses.editTitle});
      await edit.getByLabel(m.fields.address1, {exact: true}).fill('Kouter 50');
      await edit.getByRole('button', {name: m.addresses.save}).click();
      await expect(message(page, 'status', m.notices.addressSaved)).toHaveText(m.notices.addressSaved);
      const corrected = page.getByRole('listitem').filter({hasText: 'Kouter 50'});
      await expect(corrected).toBeVisible();

      await corrected.getByRole('button', {name: m.addresses.delete}).click();
      await expect(message(page, 'status', m.notices.addressDeleted)).toHaveText(m.notices.addressDeleted);
      await expect(page.getByRole('listitem').filter({hasText: 'Kouter'})).toHaveCount(0);
      await expect(page.getByRole('listitem').filter({hasText: 'Meir 2'})).toBeVisible();
    });

    test('changes the name, and sees the e-mail address they sign in with, not a field', async () => {
      await page.goto(at(path('account')));
      await expect(main(page)).toContainText(email);
      await expect(main(page)).toContainText(m.hosted.emailFixed);
      await expect(main(page).getByLabel(m.fields.email, {exact: true})).toHaveCount(0);
      await main(page).getByLabel(fill(m.fields.optional, {label: m.fields.firstName}), {exact: true}).fill('Yasmina');
      await main(page).getByRole('button', {name: m.overview.save}).click();
      await expect(message(page, 'status', m.notices.profileSaved)).toHaveText(m.notices.profileSaved);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(fill(m.greeting, {name: 'Yasmina'}));
    });

    test('signs out at the shop too: an old copy of the session is ended', async ({browser}) => {
      // A copy of the session, as a second tab restored from an old cookie would have it.
      const copy = await browser.newContext({storageState: await context.storageState()});
      const copyPage = await copy.newPage();

      await page.goto(at(path('account')));
      await main(page).getByRole('button', {name: m.signOut}).click();
      await expect(page).toHaveURL((url) => url.origin === CUSTOMER_ACCOUNT_URL && url.pathname === path('login'));
      await expect(message(page, 'status', m.notices.signedOut)).toHaveText(m.notices.signedOut);
      await expect(page.getByRole('banner').getByRole('link', {name: screen.login, exact: true})).toBeVisible();

      await copyPage.goto(at(path('account')));
      await expect(copyPage).toHaveURL((url) => url.pathname === path('login'));
      await expect(message(copyPage, 'status', m.notices.sessionExpired)).toHaveText(m.notices.sessionExpired);
      await copy.close();
    });
  });
}

test.describe('Customer Account API tokens', () => {
  test('an access token past its end is refreshed, and the customer stays signed in', async ({page}) => {
    test.setTimeout(60_000 + CUSTOMER_ACCOUNT_TOKEN_SECONDS * 1000);
    const email = uniqueEmail('hosted-refresh');
    await customerWithOrder({email, password: 'hosted-secret', firstName: FIRST_NAME});
    await page.goto(at(screenPath('login', 'en')));
    await signInOnHostedPage(page, 'en', email);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(fill(MESSAGES.en.account.greeting, {name: FIRST_NAME}));
    // The first access token is dead at the shop after this: only a refreshed one opens the account.
    await page.waitForTimeout((CUSTOMER_ACCOUNT_TOKEN_SECONDS + 1) * 1000);
    await page.goto(at(screenPath('orders', 'en')));
    await expect(page).toHaveURL((url) => url.pathname === screenPath('orders', 'en'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(MESSAGES.en.screen.orders);
  });

  test('a cart filled before signing in keeps its lines and checks out as the customer', async ({browser}) => {
    const shopper = await browser.newContext({baseURL: CUSTOMER_ACCOUNT_URL});
    const page = await shopper.newPage();
    // Never a customer before: the hosted sign-in makes the account.
    const email = uniqueEmail('hosted-cart');
    await page.goto('/');
    await addToCart(page.request, 'en', await variantId(CART_ITEMS.cd.handle));
    await page.goto(screenPath('login', 'en'));
    await signInOnHostedPage(page, 'en', email);
    await expect(page).toHaveURL((url) => url.pathname === screenPath('account', 'en'));

    await page.goto(screenPath('cart', 'en'));
    await expect(main(page).getByRole('heading', {name: CART_ITEMS.cd.title})).toBeVisible();
    await main(page).getByRole('link', {name: MESSAGES.en.cart.checkout}).click();
    // The emulator's checkout fills in the e-mail of the cart's customer.
    await expect(page.getByLabel('Email', {exact: true})).toHaveValue(email);
    await shopper.close();
  });

  test('on a shop with legacy accounts, the callback only leads to the sign-in form', async ({page}) => {
    const response = await page.goto(`${AUTHORIZE_PATHS.nl}?code=any&state=any`);
    expect(response!.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === screenPath('login', 'nl'));
    await expect(main(page).getByLabel(MESSAGES.nl.account.fields.password, {exact: true})).toBeVisible();
  });

  test('a sign-in that comes back with a stale or forged state is refused in words', async ({page}) => {
    await page.goto(at(`${AUTHORIZE_PATHS.fr}?code=forged&state=forged`));
    await expect(page).toHaveURL((url) => url.pathname === screenPath('login', 'fr'));
    const notice = MESSAGES.fr.account.notices.signInFailed;
    await expect(message(page, 'status', notice)).toHaveText(notice);
  });
});
