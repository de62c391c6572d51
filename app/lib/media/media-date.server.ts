import type {Locale} from '~/i18n/locales';
import {formatDate} from '~/i18n/dates';

// `.server` keeps date-fns and its locales out of the browser: the build refuses a client import.

/** A day the CMS gives as `YYYY-MM-DD`, written out in the language. */
export function mediaDateText(day: string, locale: Locale): string {
  // Noon, so that no server time zone moves the day.
  return formatDate(`${day}T12:00:00`, 'PPP', locale);
}

/** A press article, video, podcast or interview with its date written out, as the media lists show it. */
export function withMediaDate<T extends {publishedOn: string}>(item: T, locale: Locale): T & {dateText: string} {
  return {...item, dateText: mediaDateText(item.publishedOn, locale)};
}
