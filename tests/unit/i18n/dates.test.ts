import {describe, expect, it} from 'vitest';
import {formatDate, isoWithOffset, wallClock, weekStart} from '~/i18n/dates';

// Wednesday 11 November 2026, noon UTC: the same calendar day in every European zone.
const WEDNESDAY = new Date('2026-11-11T12:00:00Z');

describe('dates', () => {
  it('starts the week on Sunday in English and Monday in French and Dutch', () => {
    expect(weekStart(WEDNESDAY, 'en').getDay()).toBe(0);
    expect(weekStart(WEDNESDAY, 'fr').getDay()).toBe(1);
    expect(weekStart(WEDNESDAY, 'nl').getDay()).toBe(1);
  });

  it('writes month and day names in the language', () => {
    expect(formatDate(WEDNESDAY, 'EEEE d MMMM yyyy', 'en')).toBe('Wednesday 11 November 2026');
    expect(formatDate(WEDNESDAY, 'EEEE d MMMM yyyy', 'fr')).toBe('mercredi 11 novembre 2026');
    expect(formatDate(WEDNESDAY, 'EEEE d MMMM yyyy', 'nl')).toBe('woensdag 11 november 2026');
  });

  it('numbers weeks from the language week start', () => {
    const sunday = new Date('2026-11-15T12:00:00Z');
    // In English a Sunday opens a new week; in French it closes the current one.
    expect(formatDate(sunday, 'w', 'en')).not.toBe(formatDate(new Date('2026-11-14T12:00:00Z'), 'w', 'en'));
    expect(formatDate(sunday, 'w', 'fr')).toBe(formatDate(new Date('2026-11-14T12:00:00Z'), 'w', 'fr'));
  });
});

describe('isoWithOffset', () => {
  it('writes the wall clock of the zone with its offset, across daylight saving time', () => {
    expect(isoWithOffset('2026-03-14T19:30:00.000Z', 'Europe/Brussels')).toBe('2026-03-14T20:30:00+01:00');
    expect(isoWithOffset('2026-07-18T13:00:00Z', 'Europe/Brussels')).toBe('2026-07-18T15:00:00+02:00');
    expect(isoWithOffset('2026-03-29T00:59:59Z', 'Europe/Brussels')).toBe('2026-03-29T01:59:59+01:00');
    expect(isoWithOffset('2026-03-29T01:00:00Z', 'Europe/Brussels')).toBe('2026-03-29T03:00:00+02:00');
  });

  it('writes midnight as 00, UTC as +00:00, and offsets west of Greenwich or off the hour', () => {
    expect(isoWithOffset('2026-11-10T23:00:00Z', 'Europe/Brussels')).toBe('2026-11-11T00:00:00+01:00');
    expect(isoWithOffset('2026-11-11T12:00:00Z', 'UTC')).toBe('2026-11-11T12:00:00+00:00');
    expect(isoWithOffset('2026-11-11T12:00:00Z', 'America/New_York')).toBe('2026-11-11T07:00:00-05:00');
    expect(isoWithOffset('2026-11-11T12:00:00Z', 'Asia/Kathmandu')).toBe('2026-11-11T17:45:00+05:45');
    expect(isoWithOffset('2026-11-11T12:00:00.999Z', 'America/St_Johns')).toBe('2026-11-11T08:30:00-03:30');
  });
});

describe('wallClock', () => {
  it('answers an instant asked again, in each zone, after thousands of others', () => {
    const instant = '2026-07-18T13:00:00Z';
    expect(wallClock(instant, 'Europe/Brussels').getHours()).toBe(15);
    for (let hour = 0; hour < 3000; hour++) wallClock(new Date(Date.UTC(2026, 0, 1, hour)), 'Europe/Brussels');
    expect(wallClock(instant, 'Europe/Brussels').getHours()).toBe(15);
    expect(wallClock(instant, 'America/New_York').getHours()).toBe(9);
    expect(wallClock(new Date(Date.UTC(2026, 0, 1, 2999)), 'Europe/Brussels').getHours()).toBe(1);
  });
});
