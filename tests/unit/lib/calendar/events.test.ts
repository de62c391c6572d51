import {describe, expect, it} from 'vitest';
import type {CmsClient, CmsPage} from '~/lib/cms/client.server';
import type {StrapiQuery} from '~/lib/cms/query';
import {loadMonthEvents, loadPastEventsOfYear, loadPastYears} from '~/lib/calendar/events.server';

const NOW = new Date('2026-11-22T12:00:00Z');

/** A CMS that answers from a list of dates, a page at a time, and keeps the queries it was asked. */
function fakeCms(total: number, dated: (index: number) => {startsAt: string; endsAt: string | null; timezone: string}) {
  const queries: StrapiQuery[] = [];
  const findPage = async <T,>(_collection: string, _schema: unknown, query: StrapiQuery = {}): Promise<CmsPage<T>> => {
    queries.push(query);
    const {page, pageSize} = query.pagination as {page: number; pageSize: number};
    const entries = Array.from({length: total}, (_, index) => dated(index)).slice((page - 1) * pageSize, page * pageSize);
    return {
      data: entries as T[],
      pagination: {page, pageSize, pageCount: Math.ceil(total / pageSize), total},
    };
  };
  const cms = {
    locale: 'en',
    findPage,
    findMany: async <T,>(collection: string, schema: unknown, query?: StrapiQuery) =>
      (await findPage<T>(collection, schema, query)).data,
  } as unknown as CmsClient;
  return {cms, queries};
}

describe('loading past dates', () => {
  it('reads the years page by page, the dates alone, and stops at the last page', async () => {
    // 250 dates, one a week back from now: five years' worth.
    const week = 7 * 24 * 3600_000;
    const {cms, queries} = fakeCms(250, (index) => ({
      startsAt: new Date(NOW.getTime() - (index + 1) * week).toISOString(),
      endsAt: null,
      timezone: 'Europe/Brussels',
    }));
    expect(await loadPastYears(cms, NOW)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(queries.map((query) => (query.pagination as {page: number}).page)).toEqual([1, 2, 3]);
    expect(queries[0]).toMatchObject({
      fields: ['startsAt', 'endsAt', 'timezone'],
      // Tomorrow at midnight UTC: the same query all day.
      filters: {startsAt: {$lt: '2026-11-23T00:00:00.000Z'}},
    });
  });

  it('asks for ten pages at most, however many dates there are', async () => {
    const {cms, queries} = fakeCms(5000, () => ({startsAt: '2020-05-01T20:00:00Z', endsAt: null, timezone: 'UTC'}));
    expect(await loadPastYears(cms, NOW)).toEqual([2020]);
    expect(queries).toHaveLength(10);
  });

  it('asks for one year with a day to spare, and keeps what took place in it', async () => {
    const dates = [
      {startsAt: '2026-12-31T23:30:00Z', endsAt: null, timezone: 'Europe/Brussels'},
      {startsAt: '2026-03-14T19:30:00Z', endsAt: '2026-03-14T23:30:00Z', timezone: 'Europe/Brussels'},
      {startsAt: '2025-12-31T23:30:00Z', endsAt: null, timezone: 'Europe/Brussels'},
      {startsAt: '2025-12-31T22:30:00Z', endsAt: null, timezone: 'Europe/Brussels'},
    ];
    const {cms, queries} = fakeCms(dates.length, (index) => dates[index]);
    const events = await loadPastEventsOfYear(cms, 2026, NOW);
    // 31 December 2026 is still to come; 23:30 UTC on New Year's Eve 2025 is already 2026 in Brussels.
    expect(events.map((event) => event.startsAt)).toEqual(['2026-03-14T19:30:00Z', '2025-12-31T23:30:00Z']);
    expect(queries[0]).toMatchObject({
      filters: {startsAt: {$gte: '2025-12-31T00:00:00.000Z', $lt: '2027-01-02T00:00:00.000Z'}},
      sort: ['startsAt:desc'],
    });
  });

  it('asks for a month with the weeks around it the grid shows', async () => {
    const {cms, queries} = fakeCms(0, () => ({startsAt: '', endsAt: null, timezone: 'UTC'}));
    await loadMonthEvents(cms, {year: 2026, month: 3});
    expect(queries[0]).toMatchObject({
      filters: {startsAt: {$gte: '2026-02-21T00:00:00.000Z', $lt: '2026-04-09T00:00:00.000Z'}},
    });
  });
});
