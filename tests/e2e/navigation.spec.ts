import {expect, test, type Browser, type BrowserContext, type Page, type Request} from '@playwright/test';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {SCREEN_IDS, type Screen} from '~/i18n/route-table';
import {orderSearch} from '~/lib/customer/order-view';
import {COLLECTIONS, SHOP_ITEMS} from '../fixtures/catalogue';
import {archiveYears, contentList} from '../fixtures/content';
import {customerWithOrder, type PlacedOrder} from '../fixtures/customer';
import {MESSAGES} from '../fixtures/messages';
import {uniqueEmail} from '../fixtures/submissions';

/**
 * Every screen of the route table, reached without a page load in each language from each
 * language, renders what a fresh load of the address it ends at renders, and the back button
 * brings the first language's rendering back. Client-side navigation asks for the next page's data
 * at its own address (`/fr.data`, `/_root.data`), and the language must come out the same.
 * The account's screens are visited by a signed-in customer, in tabs of their own.
 */

type Catalogue = (typeof MESSAGES)[Locale];

/** How a visitor follows an in-site link to a screen, from the page `from` in the same language. */
interface InSiteLink {
  from: {screen: Screen; params?: Record<string, string>};
  follow: (page: Page, m: Catalogue, locale: Locale) => Promise<void>;
}

type Plan =
  | {skip: string}
  | {signOut: string}
  | {
      params?: Record<string, string>;
      /** The query the screen needs besides its params (an order's key). */
      search?: string;
      signedIn?: true;
      link: InSiteLink | {none: string};
    };

const [ALL, CDS] = COLLECTIONS;
const ABOUT_PAGE = contentList('about-pages', 'en')[0]!.handle;
const WORKSHOP = contentList('workshops', 'en')[0]!.handle;
/** The year the calendar's archive link opens: the latest with past dates. */
const ARCHIVE_YEAR = String(archiveYears()[0]);
const titleOf = (collection: 'about-pages' | 'workshops', handle: string, locale: Locale) =>
  contentList(collection, locale).find((entry) => entry.handle === handle)!.title;

const banner = (page: Page) => page.getByRole('banner');
const mainMenu = (page: Page, m: Catalogue) => page.getByRole('navigation', {name: m.nav.main, exact: true});
const HOME = {screen: 'home'} as const;

const menuLink = (label: keyof Catalogue['nav']): InSiteLink => ({
  from: HOME,
  follow: (page, m) => mainMenu(page, m).getByRole('link', {name: m.nav[label], exact: true}).click(),
});

const mediaLink = (label: keyof Catalogue['nav']): InSiteLink => ({
  from: HOME,
  follow: async (page, m) => {
    await mainMenu(page, m).getByRole('button', {name: m.nav.media}).click();
    await mainMenu(page, m).getByRole('link', {name: m.nav[label], exact: true}).click();
  },
});

const policyLink = (screen: 'privacy-policy' | 'refund-policy' | 'terms-of-service'): InSiteLink => ({
  from: HOME,
  follow: (page, m) =>
    page
      .getByRole('navigation', {name: m.layout.footerPolicies})
      .getByRole('link', {name: m.screen[screen], exact: true})
      .click(),
});

const CUSTOMER = {email: uniqueEmail('navigation'), password: 'navigation-secret', firstName: 'Noor'};
/** The customer's one order, placed before the tests. */
let order: PlacedOrder;

const accountNavLink = (screen: 'account' | 'orders' | 'addresses'): InSiteLink => ({
  from: {screen: 'account'},
  follow: (page, m) =>
    page
      .getByRole('navigation', {name: m.screen.account, exact: true})
      .getByRole('link', {name: m.screen[screen], exact: true})
      .click(),
});

/** Every screen of the route table: the params it is shown with, and the in-site link that leads there. */
const PLANS: Record<Screen, Plan> = {
  home: {
    link: {
      from: {screen: 'calendar'},
      follow: (page, m) => banner(page).getByRole('link', {name: m.site.name, exact: true}).click(),
    },
  },
  about: {link: menuLink('about')},
  'about-detail': {
    params: {handle: ABOUT_PAGE},
    link: {
      from: {screen: 'about'},
      follow: (page, _m, locale) =>
        page
          .getByRole('main')
          .getByRole('link', {name: titleOf('about-pages', ABOUT_PAGE, locale), exact: true})
          .click(),
    },
  },
  calendar: {link: menuLink('calendar')},
  'calendar-archive': {
    params: {year: ARCHIVE_YEAR},
    link: {
      from: {screen: 'calendar'},
      follow: (page, m) => page.getByRole('main').getByRole('link', {name: m.calendar.archiveLink}).click(),
    },
  },
  live: {link: menuLink('live')},
  contact: {link: menuLink('contact')},
  media: {link: {none: 'nothing links to the landing itself: the menu links each of its pages'}},
  videos: {link: mediaLink('videos')},
  photos: {link: mediaLink('photos')},
  podcasts: {link: mediaLink('podcasts')},
  radio: {link: mediaLink('radio')},
  press: {link: mediaLink('press')},
  'privacy-policy': {link: policyLink('privacy-policy')},
  'refund-policy': {link: policyLink('refund-policy')},
  'terms-of-service': {link: policyLink('terms-of-service')},
  shop: {link: menuLink('shop')},
  collection: {
    params: {handle: CDS},
    link: {
      from: {screen: 'collection', params: {handle: ALL}},
      follow: (page, m) =>
        page
          .getByRole('navigation', {name: m.shop.categoriesLabel})
          .getByRole('link', {name: m.shop.category[CDS], exact: true})
          .click(),
    },
  },
  product: {
    params: {handle: SHOP_ITEMS.onSale.handle},
    link: {
      from: {screen: 'collection', params: {handle: ALL}},
      follow: (page, _m, locale) =>
        page.getByRole('main').getByRole('link', {name: SHOP_ITEMS.onSale.title[locale], exact: true}).click(),
    },
  },
  workshops: {link: menuLink('workshops')},
  workshop: {
    params: {handle: WORKSHOP},
    link: {
      from: {screen: 'workshops'},
      follow: (page, _m, locale) =>
        page
          .getByRole('main')
          .getByRole('link', {name: titleOf('workshops', WORKSHOP, locale), exact: true})
          .click(),
    },
  },
  cart: {
    link: {
      from: HOME,
      follow: (page, m) => banner(page).getByRole('link', {name: new RegExp(`^${m.layout.cart},`)}).click(),
    },
  },
  search: {
    link: {
      // On a wide screen the header offers the search form, not the link to the search page.
      from: HOME,
      follow: (page, m) => banner(page).getByRole('search').getByRole('button', {name: m.search.submit}).click(),
    },
  },
  login: {
    link: {
      from: HOME,
      follow: (page, m) => banner(page).getByRole('link', {name: m.screen.login, exact: true}).click(),
    },
  },
  register: {
    link: {
      from: {screen: 'login'},
      follow: (page, m) => page.getByRole('main').getByRole('link', {name: m.account.login.register}).click(),
    },
  },
  recover: {
    link: {
      from: {screen: 'login'},
      follow: (page, m) => page.getByRole('main').getByRole('link', {name: m.account.login.forgot}).click(),
    },
  },
  // The token is only checked when the form is sent, so a made-up one shows the screen.
  reset: {params: {id: '1001', token: 'token'}, link: {none: 'only the e-mail links here'}},
  activate: {params: {id: '1001', token: 'token'}, link: {none: 'only the e-mail links here'}},
  account: {
    signedIn: true,
    link: {
      from: HOME,
      follow: (page) => banner(page).getByRole('link', {name: CUSTOMER.firstName, exact: true}).click(),
    },
  },
  orders: {signedIn: true, link: accountNavLink('orders')},
  order: {
    signedIn: true,
    get params() {
      return {id: order.id};
    },
    get search() {
      return orderSearch(order.key);
    },
    link: {
      from: {screen: 'orders'},
      follow: (page, m) =>
        page
          .getByRole('main')
          .getByRole('link', {name: m.account.orders.view.replace('{{name}}', order.name), exact: true})
          .click(),
    },
  },
  addresses: {signedIn: true, link: accountNavLink('addresses')},
  logout: {
    signOut:
      'an action, not a screen: a visit only sends to the account, and the sign-out button posts to it, ' +
      'landing on the sign-in page',
  },
};

/**
 * What the comparison looks at: the address, `<html lang>`, the h1, the main menu's labels, the title,
 * and the head's other tags for search engines and link previews (description, canonical, alternates,
 * Open Graph, structured data), which the loader writes and the browser only renders.
 */
interface Rendering {
  address: string;
  lang: string;
  locale: Locale;
  h1: string;
  menu: string[];
  title: string;
  tags: string[];
}

const PAGE_TAGS = 'meta[name], meta[property], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]';
const pageTags = (tab: Page) =>
  tab.locator('head').evaluate((head, selector) => [...head.querySelectorAll(selector)].map((tag) => tag.outerHTML), PAGE_TAGS);

const addressOf = (url: string) => {
  const {pathname, search} = new URL(url);
  return `${pathname}${search}`;
};
const pathnameOf = (address: string) => new URL(address, 'http://localhost').pathname;

/** A browser context's two tabs, and what fresh loads showed in it. */
interface Tabs {
  context: BrowserContext;
  /** The visitor's tab, navigating client-side. */
  page: Page;
  /** A second tab for fresh loads, each address once. */
  reference: Page;
  fresh: Map<string, Rendering>;
}

let visitor: Tabs;
/** The signed-in customer's tabs: their session cookie is the context's. */
let customer: Tabs;
let customerSignedIn = false;

/** The tabs the steps below drive. */
let context: BrowserContext;
let page: Page;
let reference: Page;
let fresh: Map<string, Rendering>;

function use(tabs: Tabs) {
  ({context, page, reference, fresh} = tabs);
}

async function newTabs(browser: Browser): Promise<Tabs> {
  const tabsContext = await browser.newContext();
  const [visitorPage, referencePage] = await Promise.all([tabsContext.newPage(), tabsContext.newPage()]);
  return {context: tabsContext, page: visitorPage, reference: referencePage, fresh: new Map()};
}

test.beforeAll(async ({browser}) => {
  [visitor, customer, order] = await Promise.all([newTabs(browser), newTabs(browser), customerWithOrder(CUSTOMER)]);
});

test.afterAll(async () => {
  await Promise.all([visitor.context.close(), customer.context.close()]);
});

/**
 * A page load of an address. A visit to `/` from outside the site goes to the language remembered
 * in the cookie, which the previous steps set: without it, `/` is the English home page.
 */
async function load(tab: Page, address: string) {
  await context.clearCookies({name: 'i18n_redirected'});
  await tab.goto(address, {waitUntil: 'domcontentloaded'});
}

async function renderingOf(tab: Page): Promise<Rendering> {
  const lang = (await tab.locator('html').getAttribute('lang')) ?? '';
  const locale = LOCALES.find((code) => LOCALE_INFO[code].tag === lang);
  if (!locale) throw new Error(`${tab.url()} is in no language of the site: lang="${lang}"`);
  return {
    address: addressOf(tab.url()),
    lang,
    locale,
    h1: (await tab.getByRole('heading', {level: 1}).innerText()).trim(),
    menu: await mainMenu(tab, MESSAGES[locale]).getByRole('listitem').allTextContents(),
    title: await tab.title(),
    tags: await pageTags(tab),
  };
}

function remember(address: string, rendering: Rendering): Rendering {
  fresh.set(address, rendering);
  fresh.set(rendering.address, rendering);
  return rendering;
}

/** What a fresh load of an address renders (after any redirect it answers with). */
async function freshRendering(address: string): Promise<Rendering> {
  const known = fresh.get(address);
  if (known) return known;
  await load(reference, address);
  return remember(address, await renderingOf(reference));
}

async function expectRendering(tab: Page, expected: Rendering) {
  await expect(tab).toHaveURL(expected.address);
  await expect(tab.locator('html')).toHaveAttribute('lang', expected.lang);
  await expect(tab.getByRole('heading', {level: 1})).toHaveText(expected.h1);
  await expect(mainMenu(tab, MESSAGES[expected.locale]).getByRole('listitem')).toHaveText(expected.menu);
  await expect(tab).toHaveTitle(expected.title);
  await expect.poll(() => pageTags(tab)).toEqual(expected.tags);
}

/**
 * Renders what a fresh load of the address renders. Pages follow the clock (a concert that has ended
 * leaves them), so a remembered reference that no longer matches is taken again, once, to judge by.
 */
async function expectFreshRendering(tab: Page, address: string): Promise<Rendering> {
  const judge = async () => {
    const expected = await freshRendering(address);
    await expectRendering(tab, expected);
    return expected;
  };
  try {
    return await judge();
  } catch {
    fresh.clear();
    return await judge();
  }
}

/** Opens an address as a visitor would, and waits for the scripts: a click before them loads a page. */
async function open(address: string): Promise<Rendering> {
  await load(page, address);
  // A page load is a fresh load: it is the reference for its address when there is none yet.
  if (!fresh.has(address)) remember(address, await renderingOf(page));
  const rendering = await expectFreshRendering(page, address);
  await expect(mainMenu(page, MESSAGES[rendering.locale])).toHaveAttribute('data-hydrated', 'true');
  return rendering;
}

/** The documents the visitor's tab loads while `action` runs: none, for a client-side navigation. */
async function documentsDuring(action: () => Promise<void>): Promise<string[]> {
  const documents: string[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  };
  page.on('request', onRequest);
  try {
    await action();
  } finally {
    page.off('request', onRequest);
  }
  return documents;
}

/**
 * One client-side step: no document is loaded, the page ends at the address `planned` leads to
 * (its path; the query may be the screen's own, as a product page names its variant), and renders
 * what a fresh load of that address renders.
 */
async function step(action: () => Promise<unknown>, planned: string): Promise<string> {
  const target = await freshRendering(planned);
  const left = new URL(page.url()).pathname;
  let landed = '';
  const documents = await documentsDuring(async () => {
    await action();
    await page.waitForURL((url) => url.pathname === pathnameOf(target.address), {waitUntil: 'commit'});
    landed = addressOf(page.url());
    await expectFreshRendering(page, landed);
  });
  expect(documents, 'a client-side navigation loads no document').toEqual([]);
  if (pathnameOf(landed) !== left) await expectFocusAtPageStart();
  return landed;
}

/**
 * On another page, focus is on its first-level heading (on its main content, if it has none), where a
 * page load would start a screen reader, and its title is announced.
 */
async function expectFocusAtPageStart() {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.getElementById('main-content');
          return document.activeElement === (main?.querySelector('h1') ?? main);
        }),
      {message: 'focus on the new page’s heading'},
    )
    .toBe(true);
  await expect(page.locator('p[aria-live="assertive"]')).toHaveText(await page.title());
}

/** Signs the customer in through the sign-in screen's form, in a language. */
async function signIn(locale: Locale) {
  const m = MESSAGES[locale].account;
  await load(page, pathFor('login', locale));
  const main = page.getByRole('main');
  await main.getByLabel(m.fields.email, {exact: true}).fill(CUSTOMER.email);
  await main.getByLabel(m.fields.password, {exact: true}).fill(CUSTOMER.password);
  await main.getByRole('button', {name: m.login.submit}).click();
  await page.waitForURL((url) => url.pathname === pathFor('account', locale));
  // Signed in, an address may render otherwise (the sign-in screen sends to the account).
  fresh.clear();
  customerSignedIn = true;
}

/**
 * The account's sign-out button: the page ends, without loading a document, at the sign-in screen
 * in its language, as a fresh load of that address (now signed out) renders it.
 */
async function signOut(locale: Locale): Promise<string> {
  const m = MESSAGES[locale];
  let landed = '';
  const documents = await documentsDuring(async () => {
    await page
      .getByRole('navigation', {name: m.screen.account, exact: true})
      .getByRole('button', {name: m.account.signOut})
      .click();
    await page.waitForURL((url) => url.pathname === pathFor('login', locale), {waitUntil: 'commit'});
    customerSignedIn = false;
    fresh.clear();
    landed = addressOf(page.url());
    await expectFreshRendering(page, landed);
  });
  expect(documents, 'signing out loads no document').toEqual([]);
  await expectFocusAtPageStart();
  return landed;
}

const switchTo = (locale: Locale, from: Locale) =>
  page
    .getByRole('navigation', {name: MESSAGES[from].layout.language})
    .getByRole('link', {name: LOCALE_INFO[locale].displayName})
    .click();

const back = () => page.goBack();

const pathFor = (screen: Screen, locale: Locale, params: Record<string, string> = {}) =>
  screenPathFromParams(screen, locale, params);

const others = (locale: Locale) => LOCALES.filter((other) => other !== locale);

for (const screen of SCREEN_IDS) {
  const plan = PLANS[screen];
  if ('skip' in plan) {
    test.skip(`${screen}: ${plan.skip}`, () => {});
    continue;
  }
  if ('signOut' in plan) {
    for (const from of LOCALES) {
      test(`${screen} from ${LOCALE_INFO[from].displayName}: ${plan.signOut}; then the language switcher, and back`, async () => {
        use(customer);
        if (!customerSignedIn) await signIn(from);
        const account = await open(pathFor('account', from));
        const landed = await signOut(from);
        for (const to of others(from)) {
          await step(() => switchTo(to, from), pathFor('login', to));
          await step(back, landed);
        }
        // Back on the account's address, a visitor is sent to sign in, as a fresh load of it is.
        await step(back, account.address);
        await expect(page).toHaveURL((url) => url.pathname === pathFor('login', from));
      });
    }
    continue;
  }
  const at = (locale: Locale) => `${pathFor(screen, locale, plan.params)}${plan.search ?? ''}`;

  for (const from of LOCALES) {
    const name = LOCALE_INFO[from].displayName;
    const who = plan.signedIn ? ', signed in' : '';
    test(`${screen} from ${name}${who}: by the language switcher${'none' in plan.link ? '' : ' and by an in-site link'}, and back`, async () => {
      use(plan.signedIn ? customer : visitor);
      if (plan.signedIn && !customerSignedIn) await signIn(from);
      if ('none' in plan.link) {
        const start = await open(at(from));
        for (const to of others(from)) {
          await step(() => switchTo(to, from), at(to));
          await step(back, start.address);
        }
        return;
      }

      const link = plan.link;
      const origin = (locale: Locale) => pathFor(link.from.screen, locale, link.from.params);
      const first = await open(origin(from));
      // The link in the page's own language, then the language switcher on the screen it led to.
      const arrived = await step(() => link.follow(page, MESSAGES[from], from), at(from));
      for (const to of others(from)) {
        await step(() => switchTo(to, from), at(to));
        await step(back, arrived);
      }
      await step(back, first.address);
      // Into another language: the language switcher on the page with the link, then the link.
      for (const to of others(from)) {
        await step(() => switchTo(to, from), origin(to));
        await step(() => link.follow(page, MESSAGES[to], to), at(to));
        await step(back, origin(to));
        await step(back, first.address);
      }
    });
  }
}

test.describe('from a page that does not exist', () => {
  const missing: Record<Locale, string> = {en: '/no-such-page', fr: '/fr/page-inconnue', nl: '/nl/bestaat-niet'};
  for (const from of LOCALES) {
    test(`in ${LOCALE_INFO[from].displayName}: the language switcher and the way home, and back`, async () => {
      use(visitor);
      const start = await open(missing[from]);
      for (const to of others(from)) {
        await step(() => switchTo(to, from), pathFor('home', to));
        await step(back, start.address);
      }
      await step(
        () => page.getByRole('main').getByRole('link', {name: MESSAGES[from].error.backHome}).click(),
        pathFor('home', from),
      );
      await step(back, start.address);
    });
  }
});
