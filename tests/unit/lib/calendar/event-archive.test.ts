import {describe, expect, it} from 'vitest';
import {eventYear, parseArchiveYear, pastEventsOfYear, pastYears, yearQueryRange} from '~/lib/calendar/event-archive.server';

const NOW = new Date('2026-11-22T12:00:00Z');

const event = (id: string, startsAt: string, timezone = 'Europe/Brussels', endsAt: string | null = null) => ({
  id,
  startsAt,
  endsAt,
  timezone,
});

const EVENTS = [
  event('release-2025', '2025-11-07T20:00:00+01:00'),
  event('namur', '2026-03-14T20:30:00+01:00', 'Europe/Brussels', '2026-03-15T00:30:00+01:00'),
  event('leuven', '2026-10-03T19:30:00+02:00'),
  // New Year's Eve in Lisbon: 23:30 there, still 2024 at the venue, already 2025 in Brussels.
  event('lisbon', '2024-12-31T23:30:00+00:00', 'Europe/Lisbon'),
  event('running', '2026-11-22T10:00:00+01:00', 'Europe/Brussels', '2026-11-22T18:00:00+01:00'),
  event('brussels', '2026-11-28T20:00:00+01:00'),
];

describe('the archive of past dates', () => {
  it('files an event under its year at the venue', () => {
    expect(eventYear(event('lisbon', '2024-12-31T23:30:00+00:00', 'Europe/Lisbon'))).toBe(2024);
    expect(eventYear(event('brussels', '2024-12-31T23:30:00+00:00', 'Europe/Brussels'))).toBe(2025);
  });

  it('lists the years with dates that have taken place, latest first, each once', () => {
    expect(pastYears(EVENTS, NOW)).toEqual([2026, 2025, 2024]);
  });

  it('leaves out a year whose dates are all still to come', () => {
    expect(pastYears([event('later', '2027-02-13T20:00:00+01:00')], NOW)).toEqual([]);
  });

  it('gives the past dates of a year, latest first, without what is running or to come', () => {
    expect(pastEventsOfYear(EVENTS, 2026, NOW).map((entry) => entry.id)).toEqual(['leuven', 'namur']);
    expect(pastEventsOfYear(EVENTS, 2024, NOW).map((entry) => entry.id)).toEqual(['lisbon']);
    expect(pastEventsOfYear(EVENTS, 2023, NOW)).toEqual([]);
  });

  it('takes four-digit years up to the current one at home, and nothing else', () => {
    expect(parseArchiveYear('2025', NOW, 'Europe/Brussels')).toBe(2025);
    expect(parseArchiveYear('2026', NOW, 'Europe/Brussels')).toBe(2026);
    for (const value of ['2027', '0999', '999', '20255', '2025.5', ' 2025', 'abcd', '', undefined]) {
      expect(parseArchiveYear(value, NOW, 'Europe/Brussels'), String(value)).toBeNull();
    }
    // New Year in Brussels while it is still the old year in UTC.
    const newYearAtHome = new Date('2026-12-31T23:30:00Z');
    expect(parseArchiveYear('2027', newYearAtHome, 'Europe/Brussels')).toBe(2027);
    expect(parseArchiveYear('2027', newYearAtHome, 'UTC')).toBeNull();
  });

  it('asks the CMS for a year with a day to spare on each side, for every venue’s zone', () => {
    expect(yearQueryRange(2025)).toEqual({from: '2024-12-31T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z'});
  });
});
