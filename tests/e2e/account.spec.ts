import {expect, test, type Browser, type Page} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {readEnvFile, siteEnvFile} from '../../scripts/site-env.mjs';
import {PRODUCTS} from '../fixtures/catalogue';
import {CART_ITEMS, addToCart, variantId} from '../fixtures/cart';
import {customerAccessToken, storefront} from '../fixtures/customer';
import {MESSAGES} from '../fixtures/messages';
import {uniqueEmail} from '../fixtures/submissions';

const env = readEnvFile(siteEnvFile()) as Record<string, string>;

/** The newest mail to an address, from the emulator's mailbox. */
async function latestMail(to: string): Promise<{subject: string; links: string[]}> {
  const response = await fetch(`${env.PUBLIC_STORE_DOMAIN}/mailbox.json?${new URLSearchParams({to})}`);
  const mails = (await response.json()) as {subject: string; links: string[]}[];
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name]));

const PRIVATE = 'private, no-store';

/** The page's content, without the header's links and the footer's newsletter form. */
const main = (page: Page) => page.getByRole('main');

/** The page's own status or alert with this text (the layout keeps empty live regions for toasts). */
const message = (page: Page, role: 'status' | 'alert', text: string) =>
  page.getByRole(role).filter({hasText: text});
const FIRST_NAME = 'Ada';
const FIRST_PASSWORD = 'first-secret';
const NEW_PASSWORD = 'second-secret';

for (const locale of ['en', 'fr', 'nl'] as Locale[]) {
  test.describe(`customer account in ${LOCALE_INFO[locale].displayName}`, () => {
    test.describe.configure({mode: 'serial'});

    const m = MESSAGES[locale].account;
    const screen = MESSAGES[locale].screen;
    const email = uniqueEmail(`account-${locale}`);
    const path = (name: Parameters<typeof screenPath>[0]) => screenPath(name as 'account', locale);
    const optional = (label: string) => fill(m.fields.optional, {label});
    let page: Page;

    test.beforeAll(async ({browser}: {browser: Browser}) => {
      page = await browser.newPage();
    });
    test.afterAll(async () => {
      await page.close();
    });

    async function signIn(password: string) {
      await main(page).getByLabel(m.fields.email, {exact: true}).fill(email);
      await main(page).getByLabel(m.fields.password, {exact: true}).fill(password);
      await main(page).getByRole('button', {name: m.login.submit}).click();
    }

    async function signOut() {
      await main(page).getByRole('button', {name: m.signOut}).click();
      await expect(message(page, 'status', m.notices.signedOut)).toHaveText(m.notices.signedOut);
      await expect(page.getByRole('banner').getByRole('link', {name: screen.login, exact: true})).toBeVisible();
    }

    test('a visitor is sent to sign in, and brought back there later', async () => {
      const response = await page.goto(path('orders'));
      const url = new URL(page.url());
      expect(url.pathname).toBe(path('login'));
      expect(url.searchParams.get('redirect')).toBe(path('orders'));
      expect(response!.headers()['cache-control']).toBe(PRIVATE);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(screen.login);
      await expect(page.getByRole('banner').getByRole('link', {name: screen.login, exact: true})).toBeVisible();
    });

    test('registers, is signed in and named in the header', async () => {
      await page.goto(path('register'));
      await main(page).getByLabel(optional(m.fields.firstName), {exact: true}).fill(FIRST_NAME);
      await main(page).getByLabel(optional(m.fields.lastName), {exact: true}).fill('Lovelace');
      await main(page).getByLabel(m.fields.email, {exact: true}).fill(email);
      await main(page).getByLabel(m.fields.password, {exact: true}).fill(FIRST_PASSWORD);
      await main(page).getByRole('button', {name: m.register.submit}).click();

      await expect(page).toHaveURL((url) => url.pathname === path('account'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(fill(m.greeting, {name: FIRST_NAME}));
      await expect(message(page, 'status', m.notices.registered)).toHaveText(m.notices.registered);
      await expect(page.getByRole('banner').getByRole('link', {name: FIRST_NAME, exact: true})).toBeVisible();
      await expect(main(page).getByLabel(m.fields.email, {exact: true})).toHaveValue(email);

      const again = await page.request.get(path('account'));
      expect(again.headers()['cache-control']).toBe(PRIVATE);
      expect(await again.text()).toContain(email);
    });

    test('signs out, with a POST only', async () => {
      const visit = await page.request.get(path('logout'), {maxRedirects: 0});
      expect(visit.status()).toBe(302);
      await page.goto(path('account'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(fill(m.greeting, {name: FIRST_NAME}));
      await signOut();
    });

    test('a wrong password is refused, the e-mail kept and the password not', async () => {
      await page.goto(path('login'));
      await signIn('not-the-password');
      await expect(message(page, 'alert', m.errors.unidentifiedCustomer)).toHaveText(m.errors.unidentifiedCustomer);
      await expect(main(page).getByLabel(m.fields.email, {exact: true})).toHaveValue(email);
      await expect(main(page).getByLabel(m.fields.password, {exact: true})).toHaveValue('');
      expect(await page.content()).not.toContain('not-the-password');
    });

    test('asks for a reset link, which the mailbox receives, and chooses a new password', async () => {
      await page.goto(path('recover'));
      await main(page).getByLabel(m.fields.email, {exact: true}).fill(email);
      await main(page).getByRole('button', {name: m.recover.submit}).click();
      await expect(message(page, 'status', m.notices.recoverSent)).toHaveText(m.notices.recoverSent);

      // An unknown address gets exactly the same answer.
      await main(page).getByLabel(m.fields.email, {exact: true}).fill(uniqueEmail('nobody'));
      await main(page).getByRole('button', {name: m.recover.submit}).click();
      await expect(message(page, 'status', m.notices.recoverSent)).toHaveText(m.notices.recoverSent);

      const mail = await latestMail(email);
      const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname.includes('/account/reset/'));
      expect(link).toBeDefined();
      const [, id, token] = /\/account\/reset\/([^/]+)\/([^/]+)$/.exec(link!.pathname)!;
      // English opens the mailed link itself (customerResetByUrl); the other languages its translated
      // path with the same id and token (customerReset).
      await page.goto(locale === 'en' ? link!.pathname : screenPath('reset', locale, {id: id!, token: token!}));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(screen.reset);

      await main(page).getByLabel(m.fields.passwordNew, {exact: true}).fill(NEW_PASSWORD);
      await main(page).getByLabel(m.fields.passwordConfirm, {exact: true}).fill('something-else');
      await main(page).getByRole('button', {name: m.reset.submit}).click();
      await expect(page.getByRole('link', {name: m.errors.passwordMismatch})).toBeVisible();

      await main(page).getByLabel(m.fields.passwordNew, {exact: true}).fill(NEW_PASSWORD);
      await main(page).getByLabel(m.fields.passwordConfirm, {exact: true}).fill(NEW_PASSWORD);
      await main(page).getByRole('button', {name: m.reset.submit}).click();
      await expect(page).toHaveURL((url) => url.pathname === path('account'));
      await expect(message(page, 'status', m.notices.passwordReset)).toHaveText(m.notices.passwordReset);
      await signOut();

      // The link served once.
      await page.goto(locale === 'en' ? link!.pathname : screenPath('reset', locale, {id: id!, token: token!}));
      await main(page).getByLabel(m.fields.passwordNew, {exact: true}).fill('third-secret');
      await main(page).getByLabel(m.fields.passwordConfirm, {exact: true}).fill('third-secret');
      await main(page).getByRole('button', {name: m.reset.submit}).click();
      await expect(message(page, 'alert', m.errors.tokenInvalid)).toHaveText(m.errors.tokenInvalid);
    });

    test('signs in with the new password and lands where they were going', async () => {
      await page.goto(path('addresses'));
      await expect(page).toHaveURL((url) => url.pathname === path('login'));
      await signIn(NEW_PASSWORD);
      await expect(page).toHaveURL((url) => url.pathname === path('addresses'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(screen.addresses);
    });

    test('adds two addresses and makes the second the default', async () => {
      const form = page.getByRole('region', {name: m.addresses.add});
      await form.getByRole('button', {name: m.addresses.save}).click();
      await expect(form.getByRole('link', {name: m.errors.address1Required})).toBeVisible();

      const add = async (street: string, city: string) => {
        await form.getByLabel(m.fields.firstName, {exact: true}).fill(FIRST_NAME);
        await form.getByLabel(m.fields.lastName, {exact: true}).fill('Lovelace');
        await form.getByLabel(m.fields.address1, {exact: true}).fill(street);
        await form.getByLabel(m.fields.zip, {exact: true}).fill('9000');
        await form.getByLabel(m.fields.city, {exact: true}).fill(city);
        await form.getByLabel(m.fields.country, {exact: true}).selectOption('BE');
        await form.getByRole('button', {name: m.addresses.save}).click();
        await expect(message(page, 'status', m.notices.addressSaved)).toHaveText(m.notices.addressSaved);
      };
      await add('Veldstraat 1', 'Gent');
      await add('Meir 2', 'Antwerpen');

      const second = page.getByRole('listitem').filter({hasText: 'Meir 2'});
      await second.getByRole('button', {name: m.addresses.makeDefault}).click();
      await expect(message(page, 'status', m.notices.defaultSaved)).toHaveText(m.notices.defaultSaved);
      await expect(second.getByText(m.addresses.default, {exact: true})).toBeVisible();

      await page.goto(path('account'));
      await expect(page.getByRole('region', {name: m.overview.defaultAddress})).toContainText('Meir 2');
    });

    test('buys through the checkout and finds the order in the account', async () => {
      // The cart page is another screen's work: the cart is made through the Storefront API, as the
      // customer's second device would, with the customer's token as its buyer identity.
      const token = await customerAccessToken({email, password: NEW_PASSWORD});
      const {product} = await storefront<{product: {title: string; variants: {nodes: {id: string}[]}}}>(
        `query ($handle: String!) { product(handle: $handle) { title variants(first: 1) { nodes { id } } } }`,
        {handle: PRODUCTS.cd},
      );
      const {cartCreate} = await storefront<{cartCreate: {cart: {checkoutUrl: string}}}>(
        `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
        {
          input: {
            lines: [{merchandiseId: product.variants.nodes[0]!.id, quantity: 2}],
            // A product discount on the line and an order discount, as the emulator's shop offers them.
            discountCodes: ['SESSION15', 'WELCOME5'],
            buyerIdentity: {customerAccessToken: token},
          },
        },
      );
      const checkout = new URL(cartCreate.cart.checkoutUrl);
      checkout.searchParams.set('locale', 'en');
      await page.goto(checkout.toString());
      await page.getByLabel('Last name', {exact: true}).fill('Lovelace');
      await page.getByLabel('Address', {exact: true}).fill('Meir 2');
      await page.getByLabel('Postal code', {exact: true}).fill('2000');
      await page.getByLabel('City', {exact: true}).fill('Antwerpen');
      await page.getByLabel('Country', {exact: true}).selectOption('BE');
      await page.getByRole('button', {name: 'Pay now'}).click();
      await expect(page.getByRole('heading', {name: 'Thank you!'})).toBeVisible();
      // A product without variants: its one variant's "Default Title" is never shown.
      await expect(page.getByRole('row').filter({hasText: product.title})).toBeVisible();
      await expect(page.getByText('Default Title')).toHaveCount(0);

      await page.goto(path('orders'));
      const rows = page.getByRole('row').filter({has: page.getByRole('link')});
      await expect(rows).toHaveCount(1);
      const link = rows.first().getByRole('link');
      const name = (await link.textContent())!.trim();
      expect(name).toMatch(/^#\d+$/);
      await link.click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(fill(m.order.title, {name}));
      // Bought in English, the line reads in the page's language, as the shop names the product today.
      const {product: shown} = await storefront<{product: {title: string}}>(
        `query ($handle: String!, $language: LanguageCode) @inContext(language: $language) {
          product(handle: $handle) { title }
        }`,
        {handle: PRODUCTS.cd, language: LOCALE_INFO[locale].language},
      );
      if (locale !== 'en') expect(shown.title).not.toBe(product.title);
      const line = page.getByRole('row').filter({hasText: shown.title});
      await expect(line.getByRole('cell').first()).toHaveText('2');
      await expect(line.getByRole('rowheader')).toHaveText(shown.title);
      // The line at its discounted price beside the struck regular one; the order code on a row of its own.
      await expect(line.locator('s')).toBeVisible();
      await expect(line.getByText(MESSAGES[locale].shop.regularPrice)).toBeAttached();
      await expect(page.getByRole('row', {name: fill(m.order.discount, {codes: 'WELCOME5'})})).toContainText('5');
      await expect(main(page).getByText('Default Title')).toHaveCount(0);
      await expect(page.getByRole('row', {name: new RegExp(m.order.total)}).last()).toContainText('€');
      await expect(page.getByRole('region', {name: m.order.shippingAddress})).toContainText('Meir 2');
      await expect(page.getByRole('link', {name: new RegExp(m.order.statusPage)})).toHaveAttribute(
        'href',
        /\/orders\/\d+\?key=/,
      );

      await page.goto(path('account'));
      await expect(page.getByRole('region', {name: m.overview.latestOrders})).toContainText(name);
    });

    test('signs out, and a visitor’s page carries nothing of the customer', async () => {
      await page.goto(path('account'));
      await signOut();
      const home = await page.request.get(screenPath('home', locale));
      const html = await home.text();
      expect(html).not.toContain(email);
      expect(html).not.toContain(FIRST_NAME);
      expect(html).not.toMatch(/accessToken/i);
      const account = await page.request.get(path('account'), {maxRedirects: 0});
      expect(account.status()).toBe(302);
      expect(account.headers()['cache-control']).toBe(PRIVATE);
    });
  });
}

test('a password typed again while the answer is on its way is kept, the one sent is not', async ({page}) => {
  const m = MESSAGES.en.account;
  await page.goto(screenPath('login', 'en'));
  await expect(page.getByRole('navigation', {name: 'Main menu', exact: true})).toHaveAttribute('data-hydrated', 'true');
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/account\/login\.data/, async (route) => {
    await answered;
    await route.continue();
  });
  const passwordField = main(page).getByLabel(m.fields.password, {exact: true});
  await main(page).getByLabel(m.fields.email, {exact: true}).fill(uniqueEmail('retyped'));
  await passwordField.fill('first-guess');
  await main(page).getByRole('button', {name: m.login.submit}).click();
  await passwordField.fill('second-guess');
  answer();
  await expect(message(page, 'alert', m.errors.unidentifiedCustomer)).toHaveText(m.errors.unidentifiedCustomer);
  // The answer empties the field in an effect after it is drawn: let a frame and a task pass.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(passwordField).toHaveValue('second-guess');

  await main(page).getByRole('button', {name: m.login.submit}).click();
  await expect(passwordField).toHaveValue('');
});

test('repeated failed sign-ins are slowed down', async ({page}) => {
  const m = MESSAGES.en.account;
  const email = uniqueEmail('throttle');
  await page.goto(screenPath('login', 'en'));
  // Each answer is awaited until shown, which empties the password: the same message shown twice would not
  // tell one attempt from the next, and a password typed before would be emptied and sent blank.
  const passwordField = main(page).getByLabel(m.fields.password, {exact: true});
  const attempt = async (password: string) => {
    await main(page).getByLabel(m.fields.email, {exact: true}).fill(email);
    await passwordField.fill(password);
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await main(page).getByRole('button', {name: m.login.submit}).click();
    const status = (await answered).status();
    await expect(passwordField).toHaveValue('');
    return status;
  };
  for (let count = 1; count <= 4; count++) {
    expect(await attempt(`guess-${count}`)).toBe(400);
    await expect(message(page, 'alert', m.errors.unidentifiedCustomer)).toHaveText(m.errors.unidentifiedCustomer);
  }
  expect(await attempt('guess-5')).toBe(429);
  const throttled = fill(m.errors.throttled, {seconds: 60});
  await expect(message(page, 'alert', throttled)).toHaveText(throttled);
});

test('a cart filled before signing in keeps its lines and checks out as the customer', async ({page}) => {
  const m = MESSAGES.en.account;
  const email = uniqueEmail('cart-owner');
  const password = 'cart-secret';
  await storefront(
    `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`,
    {input: {email, password, firstName: 'Clara'}},
  );
  await page.goto('/');
  await addToCart(page.request, 'en', await variantId(CART_ITEMS.cd.handle));

  await page.goto(screenPath('login', 'en'));
  await main(page).getByLabel(m.fields.email, {exact: true}).fill(email);
  await main(page).getByLabel(m.fields.password, {exact: true}).fill(password);
  await main(page).getByRole('button', {name: m.login.submit}).click();
  await expect(page.getByRole('banner').getByRole('link', {name: 'Clara', exact: true})).toBeVisible();

  await page.goto(screenPath('cart', 'en'));
  await expect(main(page).getByRole('heading', {name: CART_ITEMS.cd.title})).toBeVisible();
  await main(page).getByRole('link', {name: MESSAGES.en.cart.checkout}).click();
  // The emulator's checkout fills in the e-mail of the cart's customer.
  await expect(page.getByLabel('Email', {exact: true})).toHaveValue(email);
  await expect(page.getByText(CART_ITEMS.cd.title)).toBeVisible();
});
