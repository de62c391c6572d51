import type {Event, Workshop} from '~/lib/cms/content-model';
import type {Locale} from '~/i18n/locales';
import {HOME_TIME_ZONE, calendarDay, formatInZone} from '~/i18n/dates';
import type {EventWhenView} from '~/components/calendar/event-when';

export function eventWhen(
  startsAt: string,
  endsAt: string | null,
  timeZone: string,
  locale: Locale,
): EventWhenView {
  const at = (instant: string) =>
    `${formatInZone(instant, 'PPPP', locale, timeZone)}, ${formatInZone(instant, 'p', locale, timeZone)}`;
  const start = {dateTime: startsAt, text: at(startsAt)};
  if (!endsAt) return {start, end: null};
  // An evening that ends after midnight still reads as one evening.
  const sameDay =
    calendarDay(startsAt, timeZone) === calendarDay(endsAt, timeZone) ||
    Date.parse(endsAt) - Date.parse(startsAt) <= 12 * 3600_000;
  return {start, end: {dateTime: endsAt, text: sameDay ? formatInZone(endsAt, 'p', locale, timeZone) : at(endsAt)}};
}

export function withEventWhen<T extends Pick<Event, 'startsAt' | 'endsAt' | 'timezone'>>(
  event: T,
  locale: Locale,
): T & {when: EventWhenView} {
  return {...event, when: eventWhen(event.startsAt, event.endsAt, event.timezone, locale)};
}

// Workshops take place at home, so their times read in the duo's time zone.
export function workshopWhen(workshop: Pick<Workshop, 'startsAt' | 'endsAt'>, locale: Locale): EventWhenView {
  return eventWhen(workshop.startsAt, workshop.endsAt, HOME_TIME_ZONE, locale);
}
