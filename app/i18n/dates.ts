import {
  addDays,
  endOfMonth,
  endOfWeek,
  format as formatWithPattern,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type {Locale as DateLocale} from 'date-fns';
import {enUS, fr, nlBE} from 'date-fns/locale';
import {LOCALE_INFO, type Locale} from './locales';

// date-fns locales stay in this module, so only pages that show dates download them.
const DATE_LOCALES: Record<Locale, DateLocale> = {en: enUS, fr, nl: nlBE};

export function formatDate(date: Date | string | number, pattern: string, locale: Locale): string {
  const {weekStartsOn} = LOCALE_INFO[locale];
  const dateLocale = DATE_LOCALES[locale];
  return formatWithPattern(new Date(date), pattern, {locale: dateLocale, weekStartsOn});
}

export function weekStart(date: Date, locale: Locale): Date {
  const {weekStartsOn} = LOCALE_INFO[locale];
  const dateLocale = DATE_LOCALES[locale];
  return startOfWeek(date, {locale: dateLocale, weekStartsOn});
}

export const HOME_TIME_ZONE = 'Europe/Brussels';

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let zoneFormatter = zoneFormats.get(timeZone);
  if (!zoneFormatter) {
    zoneFormatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(timeZone, zoneFormatter);
  }
  return zoneFormatter;
}

type ZoneFields = Readonly<Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>>;

// `formatToParts` is the costliest step of a page's dates, and the same events' instants come back on
// every request: a worker keeps its recent answers, the oldest going first past the bound. Only whole
// seconds are kept, as content's instants are: a request's "now" would only push them out.
const REMEMBERED_INSTANTS = 2000;
const zoneFieldsByInstant = new Map<string, Map<number, ZoneFields>>();

function zoneFields(instant: Date, timeZone: string): ZoneFields {
  const time = instant.getTime();
  const remembered = zoneFieldsByInstant.get(timeZone)?.get(time);
  if (remembered) return remembered;
  const fields = Object.freeze(
    Object.fromEntries(
      zoneFormat(timeZone)
        .formatToParts(instant)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    ),
  ) as ZoneFields;
  if (time % 1000 !== 0) return fields;
  // Made once the zone has formatted: a zone the runtime refuses leaves nothing behind.
  let known = zoneFieldsByInstant.get(timeZone);
  if (!known) zoneFieldsByInstant.set(timeZone, (known = new Map()));
  if (known.size >= REMEMBERED_INSTANTS) known.delete(known.keys().next().value!);
  known.set(time, fields);
  return fields;
}

// date-fns formats in the runtime's zone (UTC on the server, the visitor's in the browser);
// an event happens at its venue's time.
export function wallClock(instant: Date | string, timeZone: string): Date {
  const {year, month, day, hour, minute, second} = zoneFields(new Date(instant), timeZone);
  return new Date(year, month - 1, day, hour, minute, second);
}

export function formatInZone(
  instant: Date | string,
  pattern: string,
  locale: Locale,
  timeZone: string,
): string {
  return formatDate(wallClock(instant, timeZone), pattern, locale);
}

export function calendarDay(instant: Date | string, timeZone: string): string {
  return formatWithPattern(wallClock(instant, timeZone), 'yyyy-MM-dd');
}

function zoneOffset(instant: number, timeZone: string): number {
  const f = zoneFields(new Date(instant), timeZone);
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - wholeSecond;
}

export function startOfDayInZone(day: string, timeZone: string): Date {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  const guess = utcMidnight - zoneOffset(utcMidnight, timeZone);
  // Across a DST change the offset at the guess differs from the one at UTC midnight.
  return new Date(utcMidnight - zoneOffset(guess, timeZone));
}

// Strapi stores UTC; search engines read the offset.
export function isoWithOffset(instant: string, timeZone: string): string {
  const at = new Date(instant);
  const {year, month, day, hour, minute, second} = zoneFields(at, timeZone);
  const offsetMinutes = Math.round(zoneOffset(at.getTime(), timeZone) / 60_000);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
}

export interface CalendarMonth {
  year: number;
  month: number;
}

export function parseCalendarMonth(value: string | null | undefined): CalendarMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  return match ? {year: Number(match[1]), month: Number(match[2])} : null;
}

export function calendarMonthKey({year, month}: CalendarMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function addCalendarMonths({year, month}: CalendarMonth, amount: number): CalendarMonth {
  const index = year * 12 + (month - 1) + amount;
  return {year: Math.floor(index / 12), month: (index % 12) + 1};
}

// Local midnights, so the grid reads the same on the server and in any browser.
export function eachDayOfMonthGrid({year, month}: CalendarMonth, locale: Locale): Date[] {
  const {weekStartsOn} = LOCALE_INFO[locale];
  const dateLocale = DATE_LOCALES[locale];
  const first = startOfMonth(new Date(year, month - 1, 1));
  const start = startOfWeek(first, {locale: dateLocale, weekStartsOn});
  const end = endOfWeek(endOfMonth(first), {locale: dateLocale, weekStartsOn});
  const days: Date[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

export function weekdayNames(locale: Locale, pattern: 'EEEEEE' | 'EEE' | 'EEEE' = 'EEE'): string[] {
  const start = weekStart(new Date(2026, 0, 7), locale);
  return Array.from({length: 7}, (_, i) => formatDate(addDays(start, i), pattern, locale));
}
