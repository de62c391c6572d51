import {expect, test, type Page} from '@playwright/test';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {SCREEN_IDS, SCREEN_MODULES, type Screen} from '~/i18n/route-table';
import {SHOP_ITEMS} from '../fixtures/catalogue';
import {archiveYears, contentList} from '../fixtures/content';
import {MESSAGES} from '../fixtures/messages';

/**
 * Each family of screens has a stylesheet of its own besides the layout's two. A page load gets
 * exactly its sheets (inline in the document), and a client-side navigation into a family applies
 * its sheet by the time the screen's content is in the page: no flash of unstyled content.
 */

type Family = 'home' | 'calendar' | 'media' | 'about' | 'shop' | 'cart' | 'account';
type Catalogue = (typeof MESSAGES)[Locale];

const LAYOUT_SHEETS = ['app', 'forms'];

/** The family of every route module of the route table; null: the layout's sheets only. */
const FAMILY_OF_MODULE: Record<string, Family | null> = {
  home: 'home',
  calendar: 'calendar',
  'calendar-archive': 'calendar',
  live: 'calendar',
  workshops: 'calendar',
  workshop: 'calendar',
  'media-landing': null,
  videos: 'media',
  photos: 'media',
  podcasts: 'media',
  radio: 'media',
  press: 'media',
  about: null,
  'about-detail': 'about',
  contact: null,
  policy: null,
  'shop-landing': null,
  collection: 'shop',
  product: 'shop',
  search: 'shop',
  cart: 'cart',
  'account/overview': 'account',
  'account/login': 'account',
  'account/register': 'account',
  'account/recover': 'account',
  'account/reset': 'account',
  'account/activate': 'account',
  'account/orders': 'account',
  'account/order': 'account',
  'account/addresses': 'account',
  'account/logout': null,
};

/** Screens a visitor's page load does not show: they redirect elsewhere. */
const REDIRECTING = new Set<Screen>(['shop', 'media', 'account', 'orders', 'order', 'addresses', 'logout']);

const ABOUT_PAGE = contentList('about-pages', 'en')[0]!.handle;
const WORKSHOP = contentList('workshops', 'en')[0]!.handle;
const PARAMS: Partial<Record<Screen, Record<string, string>>> = {
  'about-detail': {handle: ABOUT_PAGE},
  'calendar-archive': {year: String(archiveYears()[0])},
  workshop: {handle: WORKSHOP},
  collection: {handle: 'all'},
  product: {handle: SHOP_ITEMS.onSale.handle},
  reset: {id: '1001', token: 'token'},
  activate: {id: '1001', token: 'token'},
};
const pathOf = (screen: Screen, locale: Locale) => screenPathFromParams(screen, locale, PARAMS[screen] ?? {});
const familyOf = (screen: Screen) => FAMILY_OF_MODULE[SCREEN_MODULES[screen]];

/** The names of the stylesheets in the page (`/assets/shop-Ab12.css` is `shop`), inline or linked. */
const sheetsIn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"], style[data-href]')]
      .map((element) => element.getAttribute('href') ?? element.getAttribute('data-href') ?? '')
      .map((href) => /\/assets\/([a-z-]+)-[\w-]+\.css$/.exec(href)?.[1] ?? href)
      .sort(),
  );
const expectedSheets = (family: Family | null) => [...LAYOUT_SHEETS, ...(family ? [family] : [])].sort();

/** What shows a family's sheet at work: an element on the screen and a style only that sheet gives it. */
interface Probe {
  selector: string;
  property: string;
  value: string;
}

/** A link followed in the page, from a screen of another family. */
interface Visit {
  from: Screen;
  follow: (page: Page, m: Catalogue, locale: Locale) => Promise<void>;
  probe: Probe;
}

const mainMenu = (page: Page, m: Catalogue) => page.getByRole('navigation', {name: m.nav.main, exact: true});
const menuLink = (label: keyof Catalogue['nav']) => (page: Page, m: Catalogue) =>
  mainMenu(page, m).getByRole('link', {name: m.nav[label], exact: true}).click();
const mediaLink = (label: keyof Catalogue['nav']) => async (page: Page, m: Catalogue) => {
  await mainMenu(page, m).getByRole('button', {name: m.nav.media}).click();
  await mainMenu(page, m).getByRole('link', {name: m.nav[label], exact: true}).click();
};
const grid = (selector: string): Probe => ({selector, property: 'display', value: 'grid'});

/** The entry into each family by a link from another; detail screens are reached from their lists. */
const VISITS: Partial<Record<Screen, Visit>> = {
  home: {
    from: 'calendar',
    follow: (page, m) => page.getByRole('banner').getByRole('link', {name: m.site.name, exact: true}).click(),
    probe: grid('.hero'),
  },
  calendar: {
    from: 'home',
    follow: menuLink('calendar'),
    probe: {selector: '.month-grid table', property: 'border-collapse', value: 'collapse'},
  },
  live: {from: 'photos', follow: menuLink('live'), probe: {selector: '.show-format', property: 'display', value: 'flow-root'}},
  workshops: {from: 'home', follow: menuLink('workshops'), probe: grid('.facts')},
  videos: {from: 'home', follow: mediaLink('videos'), probe: grid('.media-list')},
  photos: {from: 'home', follow: mediaLink('photos'), probe: grid('.photo-grid')},
  press: {from: 'calendar', follow: mediaLink('press'), probe: grid('.media-list')},
  'about-detail': {
    from: 'about',
    follow: (page, _m, locale) =>
      page
        .getByRole('main')
        .getByRole('link', {name: contentList('about-pages', locale).find((p) => p.handle === ABOUT_PAGE)!.title})
        .click(),
    probe: {selector: '.about-article__image', property: 'max-width', value: '640px'},
  },
  collection: {from: 'home', follow: menuLink('shop'), probe: grid('.product-grid')},
  product: {
    from: 'calendar',
    follow: async (page, m, locale) => {
      // Through the collection, of the same family: its sheet comes with the way in.
      await menuLink('shop')(page, m);
      await page.getByRole('main').getByRole('link', {name: SHOP_ITEMS.onSale.title[locale], exact: true}).click();
    },
    probe: grid('.product'),
  },
  cart: {
    from: 'photos',
    follow: (page, m) =>
      page.getByRole('banner').getByRole('link', {name: new RegExp(`^${m.layout.cart},`)}).click(),
    probe: grid('.cart-page'),
  },
  login: {
    from: 'home',
    follow: (page, m) => page.getByRole('banner').getByRole('link', {name: m.screen.login, exact: true}).click(),
    probe: grid('.account-form'),
  },
};

test('every route module of the route table belongs to a family, or to none on purpose', () => {
  const modules = new Set(SCREEN_IDS.map((screen) => SCREEN_MODULES[screen]));
  expect([...modules].filter((module) => !(module in FAMILY_OF_MODULE))).toEqual([]);
});

for (const locale of LOCALES) {
  test.describe(`${LOCALE_INFO[locale].tag}`, () => {
    for (const screen of SCREEN_IDS.filter((id) => !REDIRECTING.has(id))) {
      const family = familyOf(screen);
      test(`a page load of ${screen} has the layout's sheets and ${family ?? 'no other'}`, async ({page}) => {
        const response = await page.goto(pathOf(screen, locale));
        expect(response?.status()).toBe(200);
        expect(await sheetsIn(page)).toEqual(expectedSheets(family));
      });
    }

    for (const [screen, visit] of Object.entries(VISITS) as [Screen, Visit][]) {
      const family = familyOf(screen)!;
      test(`${screen} reached from ${visit.from} in the page has its ${family} sheet applied at once`, async ({
        page,
      }) => {
        expect(familyOf(visit.from)).not.toBe(family);
        await page.goto(pathOf(visit.from, locale));
        // The main menu says when React has taken the page over: before, a click loads a new page.
        await expect(mainMenu(page, MESSAGES[locale])).toHaveAttribute('data-hydrated', 'true');
        expect(await sheetsIn(page)).not.toContain(family);
        // The style the probe has when it is first put in the page, before anything is painted with it.
        await page.evaluate(({selector, property}) => {
          const w = window as unknown as {stayed: boolean; probed?: string};
          w.stayed = true;
          const record = () => {
            const element = document.querySelector(selector);
            if (!element || w.probed !== undefined) return;
            w.probed = getComputedStyle(element).getPropertyValue(property);
            observer.disconnect();
          };
          const observer = new MutationObserver(record);
          observer.observe(document.body, {childList: true, subtree: true});
        }, visit.probe);

        await visit.follow(page, MESSAGES[locale], locale);
        await expect(page).toHaveURL(pathOf(screen, locale));
        await expect(page.locator(visit.probe.selector).first()).toBeAttached();
        const {stayed, probed} = await page.evaluate(() => {
          const w = window as unknown as {stayed?: boolean; probed?: string};
          return {stayed: w.stayed, probed: w.probed};
        });
        expect(stayed, 'a client-side navigation, not a page load').toBe(true);
        expect(probed).toBe(visit.probe.value);
        expect(await sheetsIn(page)).toEqual(expectedSheets(family));
      });
    }
  });
}
