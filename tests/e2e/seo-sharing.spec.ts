import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES} from '~/i18n/locales';
import {SCREEN_IDS, type Screen} from '~/i18n/route-table';
import {PRODUCTS} from '../fixtures/catalogue';
import {archiveYears, contentList} from '../fixtures/content';
import {MESSAGES} from '../fixtures/messages';

// What a shared link shows (Open Graph, X's card) on every screen of the route table in every
// language, and what search engines read on every page of the sitemap: titles, breadcrumbs, offers.

/** Screens that answer with a redirect to another screen: theirs are the tags of where they lead. */
const REDIRECTED: ReadonlySet<Screen> = new Set<Screen>(['shop', 'media', 'account', 'orders', 'order', 'addresses', 'logout']);

const CONTENT_HANDLES: Partial<Record<Screen, string>> = {
  'about-detail': contentList('about-pages', 'en')[0].handle,
  workshop: contentList('workshops', 'en')[0].handle,
  collection: 'all',
  product: PRODUCTS.tunebook,
};
const paramsFor = (screen: Screen) => ({
  handle: CONTENT_HANDLES[screen] ?? 'none',
  id: '1001',
  token: 'token',
  year: String(archiveYears()[0]),
});

const OPEN_GRAPH_TYPES = ['website', 'product', 'article'];
const openGraphLocale = (tag: string) => tag.replace('-', '_');
// X's smallest large card.
const LARGE_CARD = {width: 300, height: 157};

async function contents(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? tag.getAttribute('href') ?? ''));
}

async function one(page: Page, selector: string): Promise<string> {
  const found = await contents(page, selector);
  expect(found, selector).toHaveLength(1);
  expect(found[0].trim(), selector).not.toBe('');
  return found[0];
}

type Node = Record<string, unknown>;

async function structuredData(page: Page): Promise<Node[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => [JSON.parse(text)].flat() as Node[]);
}

async function expectImage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/^image\//);
}

test.describe('link previews', () => {
  for (const locale of LOCALES) {
    for (const screen of SCREEN_IDS.filter((id) => !REDIRECTED.has(id))) {
      const path = screenPathFromParams(screen, locale, paramsFor(screen));
      test(`${path} (${LOCALE_INFO[locale].displayName}) has complete Open Graph and X tags`, async ({page, request}) => {
        await page.goto(path);
        expect(OPEN_GRAPH_TYPES).toContain(await one(page, 'meta[property="og:type"]'));
        expect(await one(page, 'meta[property="og:title"]')).toBe(await page.title());
        await one(page, 'meta[property="og:description"]');
        expect(await one(page, 'meta[property="og:site_name"]')).toBe(MESSAGES[locale].site.name);
        const canonical = await one(page, 'link[rel="canonical"]');
        expect(await one(page, 'meta[property="og:url"]')).toBe(canonical);

        // The page's language is the one its canonical address is written in; the others it is written
        // in are its alternates.
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => ({lang: link.getAttribute('hreflang')!, href: link.getAttribute('href')!})));
        const languages = alternates.filter((alternate) => alternate.lang !== 'x-default');
        // Hydrogen writes the home page's canonical address without its final slash.
        const own = languages.find((alternate) => new URL(alternate.href).href === new URL(canonical).href);
        expect(own, `${canonical} among ${JSON.stringify(languages)}`).toBeDefined();
        if (new URL(canonical).pathname === path) expect(own!.lang).toBe(LOCALE_INFO[locale].tag);
        expect(await one(page, 'meta[property="og:locale"]')).toBe(openGraphLocale(own!.lang));
        expect((await contents(page, 'meta[property="og:locale:alternate"]')).sort()).toEqual(
          languages.filter((alternate) => alternate !== own).map((alternate) => openGraphLocale(alternate.lang)).sort(),
        );

        const image = await one(page, 'meta[property="og:image"]');
        expect(await one(page, 'meta[property="og:image:url"]')).toBe(image);
        await one(page, 'meta[property="og:image:alt"]');
        const width = Number(await one(page, 'meta[property="og:image:width"]'));
        const height = Number(await one(page, 'meta[property="og:image:height"]'));
        const large = width >= LARGE_CARD.width && height >= LARGE_CARD.height;
        expect(await one(page, 'meta[name="twitter:card"]')).toBe(large ? 'summary_large_image' : 'summary');
        await expectImage(request, image);
      });
    }
  }
});

/** The sitemap's addresses, as a visitor's browser asks for them. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const EVENT_TYPES = new Set(['Event', 'MusicEvent', 'DanceEvent', 'EducationEvent']);

test.describe('pages of the sitemap', () => {
  // One walk through the sitemap (over a hundred pages) with every check on its way.
  test.setTimeout(300_000);

  test('have titles of their own, breadcrumbs to real pages and offers with a price', async ({page, request}) => {
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(LOCALES.length * SCREEN_IDS.length / 2);
    const titles = new Map<string, string[]>();
    const crumbs = new Set<string>();
    const offersWithoutPrice: string[] = [];
    let events = 0;
    for (const path of paths) {
      const response = await page.goto(path, {waitUntil: 'domcontentloaded'});
      expect(response!.status(), path).toBe(200);
      const title = await page.title();
      titles.set(title, [...(titles.get(title) ?? []), path]);
      for (const node of await structuredData(page)) {
        if (node['@type'] === 'BreadcrumbList') {
          for (const item of node.itemListElement as Array<{item: string}>) crumbs.add(new URL(item.item).pathname);
        }
        if (EVENT_TYPES.has(node['@type'] as string)) {
          events += 1;
          for (const offer of [node.offers ?? []].flat() as Node[]) {
            if (offer.price === undefined || offer.price === '' || !offer.priceCurrency) {
              offersWithoutPrice.push(`${path}: ${node.name as string}`);
            }
          }
        }
      }
    }
    const repeated = [...titles].filter(([, where]) => where.length > 1);
    // Soft: each of the three is its own finding, reported together.
    expect.soft(repeated, 'a title shared by two pages').toEqual([]);
    expect(events, 'events in the structured data').toBeGreaterThan(0);
    expect.soft(offersWithoutPrice, 'offers without a price').toEqual([]);

    expect(crumbs.size).toBeGreaterThan(0);
    for (const crumb of crumbs) {
      const response = await request.get(crumb, {maxRedirects: 0});
      expect.soft(response.status(), `breadcrumb ${crumb}`).toBe(200);
    }
  });
});
