import {calendarDay} from '~/i18n/dates';
import {hasTakenPlace, type Dated} from './past-dates';

type Placed = Dated & {timezone: string};

// The venue's calendar year: New Year's Eve in Lisbon stays in its year.
export function eventYear(event: Placed): number {
  return Number(calendarDay(event.startsAt, event.timezone).slice(0, 4));
}

export function pastYears(events: Placed[], now: Date): number[] {
  const years = new Set(events.filter((event) => hasTakenPlace(event, now)).map(eventYear));
  return [...years].sort((a, b) => b - a);
}

export function pastEventsOfYear<T extends Placed>(events: T[], year: number, now: Date): T[] {
  return events
    .filter((event) => hasTakenPlace(event, now) && eventYear(event) === year)
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
}

export function parseArchiveYear(value: string | undefined, now: Date, timeZone: string): number | null {
  if (!value || !/^[1-9]\d{3}$/.test(value)) return null;
  const year = Number(value);
  return year <= Number(calendarDay(now, timeZone).slice(0, 4)) ? year : null;
}

export function yearQueryRange(year: number): {from: string; to: string} {
  return {
    from: new Date(Date.UTC(year - 1, 11, 31)).toISOString(),
    to: new Date(Date.UTC(year + 1, 0, 2)).toISOString(),
  };
}
