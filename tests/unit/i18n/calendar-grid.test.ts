import {describe, expect, it} from 'vitest';
import {
  addCalendarMonths,
  calendarDay,
  eachDayOfMonthGrid,
  formatInZone,
  parseCalendarMonth,
  startOfDayInZone,
  weekdayNames,
} from '~/i18n/dates';

// November 2026 begins on a Sunday and ends on a Monday.
const NOVEMBER_2026 = {year: 2026, month: 11};

describe('calendar month grid', () => {
  it('starts on Sunday in English and on Monday in French and Dutch', () => {
    expect(eachDayOfMonthGrid(NOVEMBER_2026, 'en')[0].getDay()).toBe(0);
    expect(eachDayOfMonthGrid(NOVEMBER_2026, 'fr')[0].getDay()).toBe(1);
    expect(eachDayOfMonthGrid(NOVEMBER_2026, 'nl')[0].getDay()).toBe(1);
  });

  it('covers whole weeks around the month', () => {
    const en = eachDayOfMonthGrid(NOVEMBER_2026, 'en');
    const fr = eachDayOfMonthGrid(NOVEMBER_2026, 'fr');
    for (const days of [en, fr]) {
      expect(days.length % 7).toBe(0);
      expect(days.some((d) => d.getMonth() === 10 && d.getDate() === 1)).toBe(true);
      expect(days.some((d) => d.getMonth() === 10 && d.getDate() === 30)).toBe(true);
    }
    // English: Sun 1 Nov … Sat 5 Dec. French: Mon 26 Oct … Sun 6 Dec.
    expect([en[0].getDate(), en.at(-1)!.getDate()]).toEqual([1, 5]);
    expect([fr[0].getDate(), fr.at(-1)!.getDate()]).toEqual([26, 6]);
    expect(en.at(-1)!.getDay()).toBe(6);
    expect(fr.at(-1)!.getDay()).toBe(0);
  });

  it('names the weekdays from the week start, in the language', () => {
    expect(weekdayNames('en', 'EEEE')[0]).toBe('Sunday');
    expect(weekdayNames('fr', 'EEEE')[0]).toBe('lundi');
    expect(weekdayNames('nl', 'EEEE')[0]).toBe('maandag');
    expect(weekdayNames('fr', 'EEEE')[6]).toBe('dimanche');
  });

  it('reads and moves months', () => {
    expect(parseCalendarMonth('2026-11')).toEqual(NOVEMBER_2026);
    expect(parseCalendarMonth('2026-13')).toBeNull();
    expect(parseCalendarMonth(undefined)).toBeNull();
    expect(addCalendarMonths(NOVEMBER_2026, 2)).toEqual({year: 2027, month: 1});
    expect(addCalendarMonths({year: 2027, month: 1}, -1)).toEqual({year: 2026, month: 12});
  });
});

describe('time zones', () => {
  it('shows an event at the time of its venue', () => {
    const start = '2026-07-04T18:30:00Z';
    expect(formatInZone(start, 'HH:mm', 'fr', 'Europe/Brussels')).toBe('20:30');
    expect(formatInZone(start, 'HH:mm', 'en', 'Europe/London')).toBe('19:30');
    expect(formatInZone(start, 'p', 'en', 'Europe/Brussels')).toBe('8:30 PM');
  });

  it('finds the calendar day and its start in a zone', () => {
    expect(calendarDay('2026-11-06T23:30:00Z', 'Europe/Brussels')).toBe('2026-11-07');
    expect(startOfDayInZone('2026-11-07', 'Europe/Brussels').toISOString()).toBe('2026-11-06T23:00:00.000Z');
    expect(startOfDayInZone('2026-07-04', 'Europe/Brussels').toISOString()).toBe('2026-07-03T22:00:00.000Z');
  });
});
