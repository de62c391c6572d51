import {expect, test, type Page} from '@playwright/test';
import type {z} from 'zod';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, LOCALES} from '~/i18n/locales';
import {BASE_URL} from '../../playwright.config';
import {PRODUCTS} from '../fixtures/catalogue';
import {contentList, upcomingEvents} from '../fixtures/content';
import {isLiveShow} from '~/lib/calendar/live-show';
import {MESSAGES} from '../fixtures/messages';
import {BreadcrumbListShape, EventShape, OrganizationShape, ProductShape} from '../fixtures/schema-org';

type Item = {'@type': string} & Record<string, unknown>;

/** The structured data of the page, one item per `application/ld+json` script. */
async function structuredData(page: Page): Promise<Item[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => [JSON.parse(text) as Item | Item[]].flat());
}

function expectShape(shape: z.ZodType, item: Item) {
  const result = shape.safeParse(item);
  expect(result.error?.issues ?? [], JSON.stringify(item)).toEqual([]);
}

const ofType = (items: Item[], ...types: string[]) => items.filter((item) => types.includes(item['@type']));
const absolute = (path: string) => new URL(path, BASE_URL).toString();

for (const locale of LOCALES) {
  const messages = MESSAGES[locale];
  const language = LOCALE_INFO[locale].displayName;

  test.describe(`structured data in ${language}`, () => {
    test('the home page names the duo, with its home page and logo', async ({page}) => {
      await page.goto(screenPath('home', locale));
      const [group, ...others] = ofType(await structuredData(page), 'MusicGroup', 'Organization');
      expect(others).toEqual([]);
      expectShape(OrganizationShape, group);
      expect(group).toMatchObject({
        name: messages.site.name,
        url: absolute(screenPath('home', locale)),
        description: messages.site.description,
      });
      expect((await page.request.get(group.logo as string)).ok()).toBe(true);
    });

    test('every upcoming date of the calendar is an event with place, picture and the duo', async ({page}) => {
      await page.goto(screenPath('calendar', locale));
      const events = ofType(await structuredData(page), 'MusicEvent', 'DanceEvent', 'EducationEvent');
      const expected = upcomingEvents(locale);
      expect(events.map((event) => event.name)).toEqual(expected.map((event) => event.title));
      for (const event of events) {
        expectShape(EventShape, event);
        expect(event.performer).toEqual({
          '@type': 'MusicGroup',
          name: messages.site.name,
          url: absolute(screenPath('home', locale)),
        });
        expect(String(event.url)).toMatch(new RegExp(`^${absolute(screenPath('calendar', locale))}#`));
      }
      for (const [index, date] of expected.entries()) {
        const event = events[index];
        // The same instant, written at the venue with its offset.
        expect(Date.parse(String(event.startDate))).toBe(Date.parse(date.startsAt));
        // The content knows no ticket price: only a free date has an offer, at 0 EUR.
        const offer = event.offers as {url?: string; price?: number; priceCurrency?: string} | undefined;
        if (date.ticketStatus === 'free') {
          expect(offer).toMatchObject({price: 0, priceCurrency: 'EUR'});
          if (date.ticketUrl) expect(offer?.url).toBe(date.ticketUrl);
        } else expect(offer).toBeUndefined();
        if (date.liveShow) expect(event.description).toBe(date.liveShow.summary);
        else expect(event.description).toContain(messages.calendar.eventType[date.eventType]);
      }
    });

    test("the live page lists its shows' dates as events, with the show's picture", async ({page}) => {
      await page.goto(screenPath('live', locale));
      const events = ofType(await structuredData(page), 'MusicEvent', 'DanceEvent');
      const dates = upcomingEvents(locale).filter(isLiveShow);
      expect(events.map((event) => event.name)).toEqual(dates.map((date) => date.title));
      const shows = contentList('live-shows', locale);
      let pictured = 0;
      for (const [index, event] of events.entries()) {
        expectShape(EventShape, event);
        const show = shows.find((candidate) => candidate.handle === dates[index].liveShow?.handle);
        if (!show?.image?.name) continue;
        expect((event.image as string[])[0]).toContain(show.image.name.replace(/\.\w+$/, ''));
        pictured += 1;
      }
      expect(pictured).toBeGreaterThan(0);
    });

    test('a workshop is an education event under the workshops', async ({page}) => {
      const workshop = contentList('workshops', locale)[0];
      await page.goto(screenPath('workshop', locale, {handle: workshop.handle}));
      const items = await structuredData(page);
      const [event] = ofType(items, 'EducationEvent');
      expectShape(EventShape, event);
      expect(event.name).toBe(workshop.title);
      expectBreadcrumbs(items, [
        [messages.nav.home, screenPath('home', locale)],
        [messages.screen.workshops, screenPath('workshops', locale)],
        [workshop.title, screenPath('workshop', locale, {handle: workshop.handle})],
      ]);
    });

    // The shop's own address redirects to all products: its crumb links there.
    test('a product has its offer and its place under the shop', async ({page}) => {
      await page.goto(screenPath('product', locale, {handle: PRODUCTS.tunebook}));
      const items = await structuredData(page);
      const [product] = ofType(items, 'Product');
      expectShape(ProductShape, product);
      const title = await page.getByRole('heading', {level: 1}).textContent();
      expect(product.name).toBe(title);
      expectBreadcrumbs(items, [
        [messages.nav.home, screenPath('home', locale)],
        [messages.screen.shop, screenPath('collection', locale, {handle: 'all'})],
        [title!, screenPath('product', locale, {handle: PRODUCTS.tunebook})],
      ]);
    });

    test('an about page and a collection sit under their menu entries', async ({page}) => {
      const about = contentList('about-pages', locale)[0];
      await page.goto(screenPath('about-detail', locale, {handle: about.handle}));
      expectBreadcrumbs(await structuredData(page), [
        [messages.nav.home, screenPath('home', locale)],
        [messages.screen.about, screenPath('about', locale)],
        [about.title, screenPath('about-detail', locale, {handle: about.handle})],
      ]);

      await page.goto(screenPath('collection', locale, {handle: 'all'}));
      const title = await page.getByRole('heading', {level: 1}).textContent();
      expectBreadcrumbs(await structuredData(page), [
        [messages.nav.home, screenPath('home', locale)],
        [title!, screenPath('collection', locale, {handle: 'all'})],
      ]);
    });

    for (const screen of ['videos', 'photos', 'podcasts', 'radio', 'press'] as const) {
      test(`${screen} sit under Media & Press`, async ({page}) => {
        await page.goto(screenPath(screen, locale));
        // Media & Press's own address redirects to the videos: its crumb links there.
        expectBreadcrumbs(await structuredData(page), [
          [messages.nav.home, screenPath('home', locale)],
          ...(screen === 'videos' ? [] : [[messages.screen.media, screenPath('videos', locale)] as [string, string]]),
          [messages.screen[screen], screenPath(screen, locale)],
        ]);
      });
    }

    test('a top-level screen has no breadcrumbs', async ({page}) => {
      await page.goto(screenPath('contact', locale));
      expect(ofType(await structuredData(page), 'BreadcrumbList')).toEqual([]);
    });
  });
}

function expectBreadcrumbs(items: Item[], trail: Array<[name: string, path: string]>) {
  const lists = ofType(items, 'BreadcrumbList');
  expect(lists).toHaveLength(1);
  expectShape(BreadcrumbListShape, lists[0]);
  expect(
    (lists[0].itemListElement as Array<{name: string; item: string}>).map(({name, item}) => [name, item]),
  ).toEqual(trail.map(([name, path]) => [name, absolute(path)]));
}
