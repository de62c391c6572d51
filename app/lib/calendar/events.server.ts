import type {CmsClient} from '~/lib/cms/client.server';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {EventDatesSchema, EventSchema, type Event, type EventDates} from '~/lib/cms/content-model';
import type {StrapiQuery} from '~/lib/cms/query';
import type {z} from 'zod';
import type {CalendarMonth} from '~/i18n/dates';
import {pastEventsOfYear, pastYears, yearQueryRange} from './event-archive.server';
import {hasTakenPlace} from './past-dates';

const MAX_EVENTS = 100;
/** Ten pages of a hundred: decades of dates, and a bound on what one page view may ask. */
const MAX_PAGES = 10;

const startOfUtcDay = (now: Date, shift: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + shift));

/**
 * Events that have not ended yet, soonest first. The query asks from the start
 * of the previous day (UTC), so a running festival is kept and the URL, hence
 * the cache entry shared by every page that lists dates, stays the same all
 * day; the exact cut is made here.
 */
export async function loadUpcomingEvents(cms: CmsClient, now: Date, limit?: number): Promise<Event[]> {
  const events = await cms.findMany(STRAPI_COLLECTIONS.events, EventSchema, {
    filters: {startsAt: {$gte: startOfUtcDay(now, -1).toISOString()}},
    sort: ['startsAt:asc'],
    // The show's picture illustrates the date in search results.
    populate: {liveShow: {populate: ['image']}},
    pagination: {page: 1, pageSize: MAX_EVENTS},
  });
  const upcoming = events.filter((event) => !hasTakenPlace(event, now));
  return limit === undefined ? upcoming : upcoming.slice(0, limit);
}

/**
 * Every event a month grid may show, past or not: the month with a week on each side for the days
 * of the neighbouring months the grid shows, and a day more for the venues' zones.
 */
export async function loadMonthEvents(cms: CmsClient, {year, month}: CalendarMonth): Promise<Event[]> {
  return cms.findMany(STRAPI_COLLECTIONS.events, EventSchema, {
    filters: {
      startsAt: {
        $gte: new Date(Date.UTC(year, month - 1, -7)).toISOString(),
        $lt: new Date(Date.UTC(year, month, 9)).toISOString(),
      },
    },
    sort: ['startsAt:asc'],
    populate: ['liveShow'],
    pagination: {page: 1, pageSize: MAX_EVENTS},
  });
}

/** Every page of a query, up to `MAX_PAGES`. */
async function findAllPages<T>(cms: CmsClient, schema: z.ZodType<T>, query: StrapiQuery): Promise<T[]> {
  const entries: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await cms.findPage(STRAPI_COLLECTIONS.events, schema, {
      ...query,
      pagination: {page, pageSize: MAX_EVENTS},
    });
    entries.push(...result.data);
    if (!result.pagination || page >= result.pagination.pageCount) break;
  }
  return entries;
}

/**
 * The years with dates that have taken place, latest first. Asks for the dates alone, of the events
 * begun before tomorrow (UTC), so the query is the same all day and its answer stays small.
 */
export async function loadPastYears(cms: CmsClient, now: Date): Promise<number[]> {
  const dates: EventDates[] = await findAllPages(cms, EventDatesSchema, {
    filters: {startsAt: {$lt: startOfUtcDay(now, 1).toISOString()}},
    fields: ['startsAt', 'endsAt', 'timezone'],
    sort: ['startsAt:desc'],
  });
  return pastYears(dates, now);
}

/** The dates of one year that have taken place, latest first. */
export async function loadPastEventsOfYear(cms: CmsClient, year: number, now: Date): Promise<Event[]> {
  const {from, to} = yearQueryRange(year);
  const events = await findAllPages(cms, EventSchema, {
    filters: {startsAt: {$gte: from, $lt: to}},
    sort: ['startsAt:desc'],
    populate: ['liveShow'],
  });
  return pastEventsOfYear(events, year, now);
}
