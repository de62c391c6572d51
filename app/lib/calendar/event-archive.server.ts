import {calendarDay} from '~/i18n/dates';
import {hasTakenPlace, type Dated} from './past-dates';

// `.server` keeps date-fns out of the browser, as for the other modules that write dates.

type Placed = Dated & {timezone: string};

/** The year of an event as its venue's calendar reads it: New Year's Eve in Lisbon stays in its year. */
export function eventYear(event: Placed): number {
  return Number(calendarDay(event.startsAt, event.timezone).slice(0, 4));
}

/** The years that hold a date that has taken place, latest first. */
export function pastYears(events: Placed[], now: Date): number[] {
  const years = new Set(events.filter((event) => hasTakenPlace(event, now)).map(eventYear));
  return [...years].sort((a, b) => b - a);
}

/** The dates of `year` that have taken place, latest first, as the archive lists them. */
export function pastEventsOfYear<T extends Placed>(events: T[], year: number, now: Date): T[] {
  return events
    .filter((event) => hasTakenPlace(event, now) && eventYear(event) === year)
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
}

/**
 * The year an archive address names, or null: four digits, not after the current year in `timeZone`
 * (nothing of a later year can have taken place), so no other value reaches the CMS.
 */
export function parseArchiveYear(value: string | undefined, now: Date, timeZone: string): number | null {
  if (!value || !/^[1-9]\d{3}$/.test(value)) return null;
  const year = Number(value);
  return year <= Number(calendarDay(now, timeZone).slice(0, 4)) ? year : null;
}

/**
 * The instants to ask the CMS for to get every date of a year in any venue's zone: a day more on
 * each side, the rest is sorted out by `pastEventsOfYear`. UTC and whole days, so the query, hence
 * its cache entry, is the same for every visitor.
 */
export function yearQueryRange(year: number): {from: string; to: string} {
  return {
    from: new Date(Date.UTC(year - 1, 11, 31)).toISOString(),
    to: new Date(Date.UTC(year + 1, 0, 2)).toISOString(),
  };
}
