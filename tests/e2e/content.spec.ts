import {expect, test, type Page} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {contentList, homePage, upcomingEvents, workshopsByTime} from '../fixtures/content';
import {parseIcs} from '../fixtures/ics';
import {MESSAGES} from '../fixtures/messages';

const heading = (page: Page, name: string, level?: number) =>
  page.getByRole('heading', {name, exact: true, ...(level ? {level} : {})});

for (const locale of LOCALES) {
  const language = LOCALE_INFO[locale].displayName;
  const messages = MESSAGES[locale];

  test.describe(`content pages in ${language}`, () => {
    test('home: hero, new album, next dates and latest media', async ({page}) => {
      await page.goto(screenPath('home', locale));
      await expect(heading(page, homePage(locale).heroTitle, 1)).toBeVisible();
      await expect(heading(page, messages.home.newAlbum, 2)).toBeVisible();
      // Today is after the release of 7 November 2025.
      await expect(page.getByText(messages.home.outNow, {exact: true})).toBeVisible();
      const next = page.getByRole('region', {name: messages.home.nextDates});
      await expect(next.getByRole('link', {name: upcomingEvents(locale)[0].title})).toBeVisible();
      await expect(heading(page, messages.home.latestMedia, 2)).toBeVisible();
    });

    test('about lists the about pages, and a page opens', async ({page}) => {
      const pages = contentList('about-pages', locale);
      await page.goto(screenPath('about', locale));
      for (const about of pages) await expect(page.getByRole('link', {name: about.title, exact: true})).toBeVisible();
      await page.getByRole('link', {name: pages[0].title, exact: true}).click();
      await expect(page).toHaveURL(screenPath('about-detail', locale, {handle: pages[0].handle}));
      await expect(heading(page, pages[0].title, 1)).toBeVisible();
    });

    test('calendar lists the upcoming dates with their actions', async ({page}) => {
      const [first] = upcomingEvents(locale);
      await page.goto(screenPath('calendar', locale));
      const list = page.getByRole('region', {name: messages.calendar.listHeading});
      await expect(list.getByRole('heading', {name: first.title, exact: true})).toBeVisible();
      await expect(list.getByRole('link', {name: messages.calendar.addToCalendarFor.replace('{{title}}', first.title)})).toBeVisible();
      await expect(
        list.getByRole('link', {name: new RegExp(messages.calendar.mapFor.split('{{')[0])}).first(),
      ).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=/);
      const soldOut = upcomingEvents(locale).find((event) => event.ticketStatus === 'sold_out');
      if (soldOut) {
        const card = list.getByRole('article').filter({has: page.getByRole('heading', {name: soldOut.title})});
        await expect(card.getByText(messages.calendar.ticket.sold_out)).toBeVisible();
        await expect(card.getByRole('link', {name: new RegExp(messages.calendar.ticket.sold_out)})).toHaveCount(0);
      }
    });

    test('live shows the formats and the upcoming live shows', async ({page}) => {
      await page.goto(screenPath('live', locale));
      for (const show of contentList('live-shows', locale)) {
        await expect(heading(page, show.title, 3)).toBeVisible();
      }
      await expect(heading(page, messages.media.upcomingLiveHeading, 2)).toBeVisible();
    });

    test('workshops list the workshops, and a workshop leads back to the list', async ({page}) => {
      const workshops = contentList('workshops', locale);
      // Only a workshop still to come offers to sign up (past-dates.spec.ts covers the others).
      const [next] = workshopsByTime(locale).upcoming;
      await page.goto(screenPath('workshops', locale));
      for (const workshop of workshops) {
        await expect(page.getByRole('link', {name: workshop.title, exact: true})).toBeVisible();
      }
      await page.getByRole('link', {name: next.title, exact: true}).click();
      await expect(page).toHaveURL(screenPath('workshop', locale, {handle: next.handle}));
      await expect(heading(page, next.title, 1)).toBeVisible();
      await expect(page.getByRole('link', {name: messages.workshops.signUp})).toHaveAttribute(
        'href',
        next.signUpUrl,
      );
      await page.getByRole('link', {name: messages.workshops.back}).click();
      await expect(page).toHaveURL(screenPath('workshops', locale));
      await expect(heading(page, messages.screen.workshops, 1)).toBeVisible();
    });

    const lists = [
      {screen: 'videos', collection: 'videos', empty: messages.empty.videos},
      {screen: 'podcasts', collection: 'podcasts', empty: messages.empty.podcasts},
      {screen: 'radio', collection: 'radio-interviews', empty: messages.empty.radio},
      {screen: 'press', collection: 'press-articles', empty: messages.empty.press},
    ] as const;
    for (const {screen, collection, empty} of lists) {
      const entries = contentList(collection, locale);
      test(`${screen} shows ${entries.length ? 'its entries' : 'its empty state'}`, async ({page}) => {
        await page.goto(screenPath(screen, locale));
        if (entries.length === 0) {
          await expect(page.getByText(empty, {exact: true})).toBeVisible();
          return;
        }
        for (const entry of entries) await expect(heading(page, entry.title, 2)).toBeVisible();
        await expect(page.getByText(empty, {exact: true})).toHaveCount(0);
      });
    }

    test('photos shows each photo as a button with its alt text', async ({page}) => {
      await page.goto(screenPath('photos', locale));
      for (const photo of contentList('photos', locale)) {
        await expect(page.getByRole('button', {name: photo.alt})).toBeVisible();
        await expect(page.getByText(photo.title, {exact: true})).toBeVisible();
      }
    });

    test('an unknown about page or workshop is a 404', async ({page}) => {
      for (const screen of ['about-detail', 'workshop'] as const) {
        const response = await page.goto(screenPath(screen, locale, {handle: 'no-such-page'}));
        expect(response!.status()).toBe(404);
        await expect(heading(page, messages.error.notFoundTitle, 1)).toBeVisible();
      }
    });
  });
}

test.describe('content in one language only', () => {
  test('each language shows the empty state of the lists it leaves empty', async ({page}) => {
    const checks: {locale: Locale; screen: 'podcasts' | 'radio'; text: string}[] = [];
    for (const locale of LOCALES) {
      if (contentList('podcasts', locale).length === 0) {
        checks.push({locale, screen: 'podcasts', text: MESSAGES[locale].empty.podcasts});
      }
      if (contentList('radio-interviews', locale).length === 0) {
        checks.push({locale, screen: 'radio', text: MESSAGES[locale].empty.radio});
      }
    }
    expect(checks.length).toBeGreaterThan(0);
    for (const {locale, screen, text} of checks) {
      await page.goto(screenPath(screen, locale));
      await expect(page.getByText(text, {exact: true})).toBeVisible();
    }
  });
});

test.describe('calendar grid', () => {
  const firstColumn = async (page: Page, locale: Locale) => {
    await page.goto(screenPath('calendar', locale));
    const grid = page.getByRole('table');
    return grid.getByRole('columnheader').first();
  };

  test('starts the week on Monday in French and Dutch', async ({page}) => {
    await expect(await firstColumn(page, 'fr')).toHaveAccessibleName('lundi');
    await expect(await firstColumn(page, 'nl')).toHaveAccessibleName('maandag');
  });

  test('starts the week on Sunday in English', async ({page}) => {
    await expect(await firstColumn(page, 'en')).toHaveAccessibleName('Sunday');
  });

  test('moves between months and marks live shows', async ({page}) => {
    const live = upcomingEvents('en').find((event) => event.eventType === 'live_show')!;
    const month = live.startsAt.slice(0, 7);
    await page.goto(`${screenPath('calendar', 'en')}?month=${month}`);
    const grid = page.getByRole('table');
    await expect(grid.getByRole('link', {name: `${MESSAGES.en.calendar.liveShow} ${live.title}`})).toBeVisible();
    const caption = await grid.locator('caption').textContent();
    await page.getByRole('link', {name: MESSAGES.en.calendar.nextMonth}).click();
    await expect(grid.locator('caption')).not.toHaveText(caption!);
  });
});

test.describe('videos', () => {
  test('load from the provider only after a click', async ({page}) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (/youtube|vimeo/.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
    });
    const [video] = contentList('videos', 'en');
    await page.goto(screenPath('videos', 'en'));
    await expect(page.locator('iframe')).toHaveCount(0);
    const play = page.getByRole('button', {name: `Play video: ${video.title}`});
    await expect(play).toBeVisible();
    expect(thirdParty).toEqual([]);
    await play.click();
    const frame = page.getByTitle(video.title, {exact: true});
    const host = video.provider === 'youtube' ? 'https://www.youtube-nocookie.com/embed/' : 'https://player.vimeo.com/video/';
    await expect(frame).toHaveAttribute('src', new RegExp(`^${host.replace(/[./]/g, '\\$&')}${video.videoId}`));
    await expect(page.locator('iframe')).toHaveCount(1);
  });
});

test.describe('calendar downloads', () => {
  test('the feed of all dates parses, with every upcoming event', async ({page}) => {
    await page.goto(screenPath('calendar', 'fr'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', {name: MESSAGES.fr.calendar.feed}).click();
    const download = await downloading;
    const text = await readDownload(download);
    const calendar = parseIcs(text);
    const expected = upcomingEvents('fr');
    expect(calendar.events).toHaveLength(expected.length);
    expect(calendar.events.map((event) => event.SUMMARY)).toEqual(expected.map((event) => event.title));
  });

  test('one event downloads as its own calendar file', async ({page}) => {
    const [first] = upcomingEvents('en');
    await page.goto(screenPath('calendar', 'en'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', {name: `Add to calendar: ${first.title} (.ics)`}).click();
    const calendar = parseIcs(await readDownload(await downloading));
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0].SUMMARY).toBe(first.title);
    expect(calendar.events[0].DTSTART).toBe(new Date(first.startsAt).toISOString().replace(/[-:]|\.\d{3}/g, ''));
  });
});

async function readDownload(download: import('@playwright/test').Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
