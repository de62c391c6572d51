import {describe, expect, it} from 'vitest';
import type {Event} from '~/lib/cms/content-model';
import {monthGridView} from '~/lib/calendar/month-grid-view.server';

// November 2026 begins on a Sunday and ends on a Monday.
const NOVEMBER_2026 = {year: 2026, month: 11};
/** Noon in Brussels on the 22nd, the `today` of these grids. */
const NOW = new Date('2026-11-22T11:00:00Z');

const EVENT: Event = {
  id: 1,
  documentId: 'ghent',
  locale: 'en',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  publishedAt: '2026-01-01T00:00:00Z',
  title: 'Bal folk in Ghent',
  startsAt: '2026-11-06T23:30:00Z',
  endsAt: null,
  timezone: 'Europe/Brussels',
  venueName: 'Handelsbeurs',
  city: 'Gent',
  country: 'BE',
  address: 'Kouter 29',
  ticketUrl: null,
  ticketStatus: 'tba',
  eventType: 'concert',
  liveShow: null,
};

const days = (grid: ReturnType<typeof monthGridView>) => grid.weeks.flat();

describe('month grid view', () => {
  it('lays out whole weeks from the language week start', () => {
    const en = monthGridView({month: NOVEMBER_2026, events: [], locale: 'en', today: '2026-11-22', now: NOW});
    const fr = monthGridView({month: NOVEMBER_2026, events: [], locale: 'fr', today: '2026-11-22', now: NOW});
    for (const grid of [en, fr]) for (const week of grid.weeks) expect(week).toHaveLength(7);
    // English: Sun 1 Nov … Sat 5 Dec. French: Mon 26 Oct … Sun 6 Dec.
    expect([days(en)[0].iso, days(en).at(-1)!.iso]).toEqual(['2026-11-01', '2026-12-05']);
    expect([days(fr)[0].iso, days(fr).at(-1)!.iso]).toEqual(['2026-10-26', '2026-12-06']);
    expect(days(fr)[0]).toMatchObject({dayNumber: '26', inMonth: false, label: 'lundi 26 octobre 2026'});
    expect(days(en)[0]).toMatchObject({dayNumber: '1', inMonth: true, label: 'Sunday, November 1st, 2026'});
  });

  it('writes the title and weekday headers in the language', () => {
    const fr = monthGridView({month: NOVEMBER_2026, events: [], locale: 'fr', today: '2026-11-22', now: NOW});
    const en = monthGridView({month: NOVEMBER_2026, events: [], locale: 'en', today: '2026-11-22', now: NOW});
    expect(fr.title).toBe('novembre 2026');
    expect(en.title).toBe('November 2026');
    expect(fr.weekdays[0]).toEqual({narrow: 'lu', short: 'lun.', long: 'lundi'});
    expect(en.weekdays[0]).toEqual({narrow: 'Su', short: 'Sun', long: 'Sunday'});
    expect(fr.weekdays).toHaveLength(7);
    // A phone's seven columns have room for two letters.
    const nl = monthGridView({month: NOVEMBER_2026, events: [], locale: 'nl', today: '2026-11-22', now: NOW});
    expect(nl.weekdays.map((name) => name.narrow)).toEqual(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
  });

  it('links the months around it', () => {
    const grid = monthGridView({month: {year: 2027, month: 1}, events: [], locale: 'nl', today: '2026-11-22', now: NOW});
    expect([grid.previousMonth, grid.nextMonth]).toEqual(['2026-12', '2027-02']);
  });

  it('puts an event on its day at the venue and marks today', () => {
    const live = {...EVENT, documentId: 'live', eventType: 'live_show' as const};
    const grid = monthGridView({month: NOVEMBER_2026, events: [EVENT, live], locale: 'en', today: '2026-11-22', now: NOW});
    const byIso = new Map(days(grid).map((day) => [day.iso, day]));
    // 23:30 UTC on the 6th is already the 7th in Brussels.
    expect(byIso.get('2026-11-06')!.events).toEqual([]);
    expect(byIso.get('2026-11-07')!.events).toEqual([
      {id: 'ghent', href: '/calendar/archive/2026#event-ghent', title: 'Bal folk in Ghent', live: false, past: true},
      {id: 'live', href: '/calendar/archive/2026#event-live', title: 'Bal folk in Ghent', live: true, past: true},
    ]);
    expect(days(grid).filter((day) => day.isToday).map((day) => day.iso)).toEqual(['2026-11-22']);
    expect(grid.hasDates).toBe(true);
  });

  it('has no dates when events fall only outside the month', () => {
    const december = {...EVENT, startsAt: '2026-12-02T19:00:00Z'};
    const grid = monthGridView({month: NOVEMBER_2026, events: [december], locale: 'en', today: '2026-11-22', now: NOW});
    expect(days(grid).find((day) => day.iso === '2026-12-02')!.events).toHaveLength(1);
    expect(grid.hasDates).toBe(false);
  });

  it('marks what has taken place and links it to its year in the archive, the rest to its card', () => {
    const ended = {...EVENT, documentId: 'ended', startsAt: '2026-11-21T19:00:00Z', endsAt: '2026-11-21T22:00:00Z'};
    // Begun but not over: still on the list of upcoming dates.
    const running = {...EVENT, documentId: 'running', startsAt: '2026-11-22T09:00:00Z', endsAt: '2026-11-22T17:00:00Z'};
    const later = {...EVENT, documentId: 'later', startsAt: '2026-11-28T19:00:00Z'};
    const grid = monthGridView({month: NOVEMBER_2026, events: [ended, running, later], locale: 'fr', today: '2026-11-22', now: NOW});
    const events = days(grid).flatMap((day) => day.events);
    expect(events.map(({id, past, href}) => ({id, past, href}))).toEqual([
      {id: 'ended', past: true, href: '/fr/calendrier/archives/2026#event-ended'},
      {id: 'running', past: false, href: '#event-running'},
      {id: 'later', past: false, href: '#event-later'},
    ]);
  });

  it('files a past event under its year at the venue, not in UTC', () => {
    const newYear = {...EVENT, documentId: 'new-year', startsAt: '2025-12-31T23:30:00Z', timezone: 'Europe/Brussels'};
    const grid = monthGridView({month: {year: 2026, month: 1}, events: [newYear], locale: 'nl', today: '2026-11-22', now: NOW});
    const day = days(grid).find((candidate) => candidate.iso === '2026-01-01')!;
    expect(day.events[0]).toMatchObject({past: true, href: '/nl/kalender/archief/2026#event-new-year'});
    expect(grid.hasDates).toBe(true);
  });
});
