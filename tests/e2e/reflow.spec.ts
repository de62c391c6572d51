import {expect, test, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {screenPath, screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {SCREEN_IDS, type Screen} from '~/i18n/route-table';
import {orderSearch} from '~/lib/customer/order-view';
import {CART_ITEMS, addToCart, variantId} from '../fixtures/cart';
import {SHOP_ITEMS} from '../fixtures/catalogue';
import {archiveYears, contentList, upcomingEvents} from '../fixtures/content';
import {customerAccessToken, customerWithOrder, storefront, type Customer, type PlacedOrder} from '../fixtures/customer';
import {MESSAGES} from '../fixtures/messages';
import {uniqueEmail} from '../fixtures/submissions';

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px, and at a common phone's 390, no screen of the route table
 * scrolls sideways, in any language, with the content that makes pages wide: items in the cart,
 * search results, a month with dates, and a customer's orders and addresses.
 */

const WIDTHS = [320, 390] as const;
const HEIGHT = 740;

/** Screens behind the account guard: measured signed in, since a visitor only sees the sign-in form. */
const SIGNED_IN = new Set<Screen>(['account', 'orders', 'order', 'addresses']);

const SEARCH_TERM = 'tune';
/** The month of the next date, as the calendar's month grid shows it. */
const EVENT_MONTH = upcomingEvents('en')[0]!.startsAt.slice(0, 7);
/** A real street of Ghent: one long Dutch word. */
const STREET = 'Sint-Pietersnieuwstraat 33';

const PARAMS: Partial<Record<Screen, Record<string, string>>> = {
  'about-detail': {handle: contentList('about-pages', 'en')[0]!.handle},
  'calendar-archive': {year: String(archiveYears()[0])},
  workshop: {handle: contentList('workshops', 'en')[0]!.handle},
  collection: {handle: 'all'},
  product: {handle: SHOP_ITEMS.onSale.handle},
  reset: {id: '1001', token: 'token'},
  activate: {id: '1001', token: 'token'},
};

type Catalogue = (typeof MESSAGES)[Locale];

/** What each state puts on its screen: without it, a narrow page would prove nothing. */
const CONTENT: Partial<Record<Screen, (page: Page, m: Catalogue) => ReturnType<Page['getByRole']>>> = {
  cart: (page) => page.getByRole('main').getByRole('spinbutton').first(),
  search: (page) => page.getByRole('main').getByRole('article').first(),
  calendar: (page) => page.getByRole('main').getByRole('table').getByRole('link').first(),
  account: (page, m) => page.getByRole('main').getByRole('link', {name: fill(m.account.orders.view, order.name)}),
  orders: (page, m) => page.getByRole('main').getByRole('link', {name: fill(m.account.orders.view, order.name)}),
  order: (page) => page.getByRole('main').getByText('Veldstraat 1'),
  addresses: (page) => page.getByRole('main').getByText(STREET),
};

const fill = (text: string, name: string) => text.replace(/{{\s*name\s*}}/, name);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A visitor with two items in the cart, and the same browser signed in as a customer with an order. */
interface States {
  shopper: StorageState;
  customer: StorageState;
  order: PlacedOrder;
}

/** Made once in each worker: a worker runs its share of the tests in several groups, each with its hooks. */
let made: Promise<States> | undefined;
let shopper: StorageState;
let customer: StorageState;
let order: PlacedOrder;

async function makeStates(browser: Browser): Promise<States> {
  const person: Customer = {email: uniqueEmail('reflow'), password: 'reflow-secret', firstName: 'Ada'};
  const placed = await customerWithOrder(person);
  await addAddress(person);
  const context = await browser.newContext();
  await addToCart(context.request, 'en', await variantId(CART_ITEMS.cd.handle), 2);
  await addToCart(
    context.request,
    'en',
    await variantId(CART_ITEMS.tunebook.handle, CART_ITEMS.tunebook.variant),
  );
  const shopperState = await context.storageState();
  const page = await context.newPage();
  const m = MESSAGES.en.account;
  await page.goto(screenPath('login', 'en'));
  await page.getByRole('main').getByLabel(m.fields.email, {exact: true}).fill(person.email);
  await page.getByRole('main').getByLabel(m.fields.password, {exact: true}).fill(person.password);
  await page.getByRole('main').getByRole('button', {name: m.login.submit}).click();
  await expect(page).toHaveURL((url) => url.pathname === screenPath('account', 'en'));
  const customerState = await context.storageState();
  await context.close();
  return {shopper: shopperState, customer: customerState, order: placed};
}

async function addAddress({email, password}: Customer) {
  const token = await customerAccessToken({email, password});
  const address = {firstName: 'Ada', lastName: 'Claes', address1: STREET, zip: '9000', city: 'Gent', country: 'BE'};
  await storefront(
    `mutation ($token: String!, $address: MailingAddressInput!) {
      customerAddressCreate(customerAccessToken: $token, address: $address) { customerAddress { id } }
    }`,
    {token, address},
  );
}

function addressOf(screen: Screen, locale: Locale): string {
  const path = screenPathFromParams(screen, locale, screen === 'order' ? {id: order.id} : (PARAMS[screen] ?? {}));
  if (screen === 'order') return `${path}${orderSearch(order.key)}`;
  if (screen === 'calendar') return `${path}?month=${EVENT_MONTH}`;
  if (screen === 'search') return `${path}?q=${SEARCH_TERM}`;
  return path;
}

/** How far the page reaches past the viewport, and the outermost elements that take it there. */
function sidewaysOverflow() {
  const root = document.documentElement;
  const width = root.clientWidth;
  // A scrolling or clipping box holds what it contains; an absolutely positioned box escapes the boxes
  // between it and the positioned ancestor it is placed in.
  const clipped = (element: Element) => {
    let position = getComputedStyle(element).position;
    for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (position === 'fixed') return false;
      if (position === 'absolute' && style.position === 'static') continue;
      if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 0.5) return true;
      position = style.position;
    }
    return false;
  };
  const past = new Set(
    [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element),
    ),
  );
  const describe = (element: Element) => {
    const classes = [...element.classList].map((name) => `.${name}`).join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes}> "${text}" right edge ${Math.round(element.getBoundingClientRect().right)} px`;
  };
  return {
    by: root.scrollWidth - width,
    offenders: [...past]
      .filter((element) => !element.parentElement || !past.has(element.parentElement))
      .slice(0, 6)
      .map(describe),
    // Hiding the overflow would pass the measure while cutting content off.
    hidden: [root, document.body].map((element) => getComputedStyle(element).overflowX).filter((x) => x !== 'visible'),
  };
}

test.describe.configure({mode: 'parallel'});

test.beforeAll(async ({browser}) => {
  ({shopper, customer, order} = await (made ??= makeStates(browser)));
});

for (const locale of LOCALES) {
  for (const screen of SCREEN_IDS) {
    for (const width of WIDTHS) {
      test(`${screen} in ${LOCALE_INFO[locale].displayName} reflows at ${width} px`, async ({browser}) => {
        const signedIn = SIGNED_IN.has(screen);
        const context = await browser.newContext({
          storageState: signedIn ? customer : shopper,
          viewport: {width, height: HEIGHT},
        });
        try {
          const page = await context.newPage();
          const address = addressOf(screen, locale);
          const response = await page.goto(address);
          expect(response!.status()).toBe(200);
          if (signedIn) expect(new URL(page.url()).pathname).toBe(new URL(address, page.url()).pathname);
          const content = CONTENT[screen];
          if (content) await expect(content(page, MESSAGES[locale])).toBeVisible();

          const {by, offenders, hidden} = await page.evaluate(sidewaysOverflow);
          expect(hidden, 'the page hides its overflow instead of reflowing').toEqual([]);
          expect(by, `${address} is ${by} px wider than ${width} px: ${offenders.join('; ')}`).toBeLessThanOrEqual(0);
        } finally {
          await context.close();
        }
      });
    }
  }
}
