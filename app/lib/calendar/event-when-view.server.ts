import type {Event, Workshop} from '~/lib/cms/content-model';
import type {Locale} from '~/i18n/locales';
import {HOME_TIME_ZONE, calendarDay, formatInZone} from '~/i18n/dates';
import type {EventWhenView} from '~/components/calendar/event-when';
import type {EventCardView} from '~/components/calendar/event-card';
import {isLiveShow} from './live-show';

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

/**
 * What an event card shows, and nothing more: the loaders send it to the browser, where the rest of an event
 * (a linked live show's text and pictures, the raw dates) would be loader data no one reads.
 */
export function eventCardView(event: Event, locale: Locale): EventCardView {
  return {
    documentId: event.documentId,
    title: event.title,
    eventType: event.eventType,
    live: isLiveShow(event),
    venueName: event.venueName,
    address: event.address,
    city: event.city,
    country: event.country,
    ticketUrl: event.ticketUrl,
    ticketStatus: event.ticketStatus,
    when: eventWhen(event.startsAt, event.endsAt, event.timezone, locale),
  };
}

// Workshops take place at home, so their times read in the duo's time zone.
export function workshopWhen(workshop: Pick<Workshop, 'startsAt' | 'endsAt'>, locale: Locale): EventWhenView {
  return eventWhen(workshop.startsAt, workshop.endsAt, HOME_TIME_ZONE, locale);
}
