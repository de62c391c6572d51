import {expect, test} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {HOME_TIME_ZONE, addCalendarMonths, calendarDay, formatDate, formatInZone, parseCalendarMonth} from '~/i18n/dates';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, LOCALES} from '~/i18n/locales';
import {eventYear} from '~/lib/calendar/event-archive.server';
import {isLiveShow} from '~/lib/calendar/live-show';
import {hasTakenPlace} from '~/lib/calendar/past-dates';
import {archiveYears, contentList, pastEventsIn, workshopsByTime} from '../fixtures/content';
import {MESSAGES} from '../fixtures/messages';

/**
 * A visitor looking back: a workshop that has taken place says so, the calendar's past months keep
 * their dates, and the archive lists every year's. What is past is worked out from the demo content
 * against the clock, as the site does, so the specs follow the content as time goes by.
 */

const now = new Date();
const [latestYear, olderYear] = archiveYears(now);
const monthOf = (instant: string, timeZone: string) => parseCalendarMonth(calendarDay(instant, timeZone).slice(0, 7))!;
const monthIndex = ({year, month}: {year: number; month: number}) => year * 12 + month;

for (const locale of LOCALES) {
  const m = MESSAGES[locale];

  test.describe(`past dates in ${LOCALE_INFO[locale].displayName}`, () => {
    test('a workshop that has taken place says so and offers no sign-up', async ({page}) => {
      const {past, upcoming} = workshopsByTime(locale, now);
      expect(past.length, 'the demo content has a workshop that has taken place').toBeGreaterThan(0);
      await page.goto(screenPath('workshops', locale));
      const pastSection = page.getByRole('region', {name: m.workshops.pastHeading});
      for (const workshop of past) {
        const card = pastSection.getByRole('article').filter({has: page.getByRole('link', {name: workshop.title, exact: true})});
        await expect(card.getByText(m.workshops.takenPlace)).toBeVisible();
      }
      const comingUp = page.getByRole('region', {name: m.workshops.upcomingHeading});
      for (const workshop of upcoming) await expect(comingUp.getByRole('link', {name: workshop.title, exact: true})).toBeVisible();
      await expect(comingUp.getByText(m.workshops.takenPlace)).toHaveCount(0);
      await expect(page.getByRole('link', {name: m.workshops.signUp})).toHaveCount(0);

      await pastSection.getByRole('link', {name: past[0].title, exact: true}).click();
      await expect(page).toHaveURL(screenPath('workshop', locale, {handle: past[0].handle}));
      await expect(page.getByRole('heading', {name: past[0].title, level: 1})).toBeVisible();
      await expect(page.getByText(m.workshops.takenPlace)).toBeVisible();
      await expect(page.getByRole('link', {name: m.workshops.signUp})).toHaveCount(0);

      // One still to come keeps its sign-up.
      if (upcoming[0]) {
        await page.goto(screenPath('workshop', locale, {handle: upcoming[0].handle}));
        await expect(page.getByRole('link', {name: m.workshops.signUp})).toHaveAttribute('href', upcoming[0].signUpUrl);
        await expect(page.getByText(m.workshops.takenPlace)).toHaveCount(0);
      }
    });

    test('going back month by month finds a past ball, marked as past, and it leads to the archive', async ({page}) => {
      const ball = contentList('events', locale)
        .filter((event) => event.eventType === 'ball' && hasTakenPlace(event, now))
        .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))[0];
      expect(ball, 'the demo content has a ball that has taken place').toBeDefined();
      const current = monthOf(now.toISOString(), HOME_TIME_ZONE);
      const target = monthOf(ball.startsAt, ball.timezone);
      const title = (month: typeof current) => formatDate(new Date(month.year, month.month - 1, 1), 'LLLL yyyy', locale);

      await page.goto(screenPath('calendar', locale));
      const grid = page.getByRole('region', {name: m.calendar.gridHeading});
      const caption = grid.getByRole('table').locator('caption');
      await expect(caption).toHaveText(title(current));
      for (let back = 1; back <= monthIndex(current) - monthIndex(target); back++) {
        await grid.getByRole('link', {name: m.calendar.previousMonth}).click();
        await expect(caption).toHaveText(title(addCalendarMonths(current, -back)));
      }

      const badges = isLiveShow(ball) ? [m.calendar.pastBadge, m.calendar.liveShow] : [m.calendar.pastBadge];
      const entry = grid.getByRole('link', {name: [...badges, ball.title].join(' '), exact: true});
      await expect(entry).toBeVisible();
      await expect(grid.getByText(m.calendar.noDatesThisMonth)).toHaveCount(0);
      // Not to be confused with the upcoming dates listed above the grid.
      await expect(page.getByRole('region', {name: m.calendar.listHeading}).getByText(ball.title)).toHaveCount(0);

      await entry.click();
      const year = String(eventYear(ball));
      await expect(page).toHaveURL(`${screenPath('calendar-archive', locale, {year})}#event-${ball.documentId}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(m.calendar.archiveHeading.replace('{{year}}', year));
      await expect(page.getByRole('heading', {name: ball.title, level: 2})).toBeVisible();
    });

    test('the archive link leads to the past dates, year by year', async ({page}) => {
      expect(olderYear, 'the demo content has past dates in two years').toBeDefined();
      await page.goto(screenPath('calendar', locale));
      await page.getByRole('link', {name: m.calendar.archiveLink}).click();
      await expect(page).toHaveURL(screenPath('calendar-archive', locale, {year: String(latestYear)}));
      const heading = page.getByRole('heading', {level: 1});
      await expect(heading).toHaveText(m.calendar.archiveHeading.replace('{{year}}', String(latestYear)));
      await expect(page).toHaveTitle(new RegExp(`^${m.calendar.archiveHeading.replace('{{year}}', String(latestYear))} \\|`));

      const years = page.getByRole('navigation', {name: m.calendar.archiveYears});
      await expect(years.getByRole('listitem')).toHaveText(archiveYears(now).map(String));
      await expect(years.getByText(String(latestYear), {exact: true})).toHaveAttribute('aria-current', 'page');
      await years.getByRole('link', {name: String(olderYear), exact: true}).click();

      await expect(page).toHaveURL(screenPath('calendar-archive', locale, {year: String(olderYear)}));
      await expect(heading).toHaveText(m.calendar.archiveHeading.replace('{{year}}', String(olderYear)));
      const entries = page.getByRole('main').getByRole('article');
      const expected = pastEventsIn(olderYear, locale, now);
      await expect(entries.getByRole('heading', {level: 2})).toHaveText(expected.map((event) => event.title));
      for (const event of expected) {
        const entry = entries.filter({has: page.getByRole('heading', {name: event.title, exact: true})});
        await expect(entry.getByText(formatInZone(event.startsAt, 'PPPP', locale, event.timezone))).toBeVisible();
        await expect(entry.getByText(`${event.venueName}, ${event.city}`)).toBeVisible();
        await expect(entry.getByRole('link', {name: /\.ics/})).toHaveCount(0);
      }

      await page.getByRole('link', {name: m.calendar.archiveBack}).click();
      await expect(page).toHaveURL(screenPath('calendar', locale));
    });

    test('a year with no past dates, a year to come or no year at all is a 404', async ({page}) => {
      const firstYear = archiveYears(now).at(-1)!;
      const nextYear = Number(calendarDay(now, HOME_TIME_ZONE).slice(0, 4)) + 1;
      for (const year of [String(firstYear - 1), String(nextYear), 'last-year', '0', '20255']) {
        const response = await page.goto(screenPath('calendar-archive', locale, {year}));
        expect(response!.status(), year).toBe(404);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(m.error.notFoundTitle);
      }
    });
  });
}

test('the sitemap lists each year of the archive in three languages with alternates', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const year of archiveYears(now).map(String)) {
    for (const locale of LOCALES) {
      const url = `${BASE_URL}${screenPath('calendar-archive', locale, {year})}`;
      expect(xml).toContain(`<loc>${url}</loc>`);
      expect(xml).toContain(`hreflang="${LOCALE_INFO[locale].tag}" href="${url}"`);
    }
  }
});
