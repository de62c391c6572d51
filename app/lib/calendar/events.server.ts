import type {CmsClient} from '~/lib/cms/client.server';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {EventDatesSchema, EventSchema, type Event, type EventDates} from '~/lib/cms/content-model';
import type {StrapiQuery} from '~/lib/cms/query';
import type {z} from 'zod';
import type {CalendarMonth} from '~/i18n/dates';
import {pastEventsOfYear, pastYears, yearQueryRange} from './event-archive.server';
import {hasTakenPlace} from './past-dates';

const MAX_EVENTS = 100;
const MAX_PAGES = 10;

const startOfUtcDay = (now: Date, shift: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + shift));

// From the previous UTC day: a running festival stays, and the query (one cache entry) is the same all day.
export async function loadUpcomingEvents(cms: CmsClient, now: Date, limit?: number): Promise<Event[]> {
  const events = await cms.findMany(STRAPI_COLLECTIONS.events, EventSchema, {
    filters: {startsAt: {$gte: startOfUtcDay(now, -1).toISOString()}},
    sort: ['startsAt:asc'],
    populate: {liveShow: {populate: ['image']}, image: true},
    pagination: {page: 1, pageSize: MAX_EVENTS},
  });
  const upcoming = events.filter((event) => !hasTakenPlace(event, now));
  return limit === undefined ? upcoming : upcoming.slice(0, limit);
}

// A week on each side for the neighbouring months' days the grid shows, a day more for the venues' zones.
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

export async function loadPastYears(cms: CmsClient, now: Date): Promise<number[]> {
  const dates: EventDates[] = await findAllPages(cms, EventDatesSchema, {
    filters: {startsAt: {$lt: startOfUtcDay(now, 1).toISOString()}},
    fields: ['startsAt', 'endsAt', 'timezone'],
    sort: ['startsAt:desc'],
  });
  return pastYears(dates, now);
}

export async function loadPastEventsOfYear(cms: CmsClient, year: number, now: Date): Promise<Event[]> {
  const {from, to} = yearQueryRange(year);
  const events = await findAllPages(cms, EventSchema, {
    filters: {startsAt: {$gte: from, $lt: to}},
    sort: ['startsAt:desc'],
    populate: ['liveShow'],
  });
  return pastEventsOfYear(events, year, now);
}
