import type {Locale} from '~/i18n/locales';
import {formatDate} from '~/i18n/dates';

export function mediaDateText(day: string, locale: Locale): string {
  // Noon, so that no server time zone moves the day.
  return formatDate(`${day}T12:00:00`, 'PPP', locale);
}

export function withMediaDate<T extends {publishedOn: string}>(item: T, locale: Locale): T & {dateText: string} {
  return {...item, dateText: mediaDateText(item.publishedOn, locale)};
}
