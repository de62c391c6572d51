import {format as formatWithPattern, startOfWeek} from 'date-fns';
import {LOCALE_INFO, type Locale} from './locales';

/**
 * Every date the site shows goes through here, so the language decides both the
 * words and the first day of the week (Sunday in English, Monday in French and Dutch).
 */
export function formatDate(date: Date | string | number, pattern: string, locale: Locale): string {
  const {dateLocale, weekStartsOn} = LOCALE_INFO[locale];
  return formatWithPattern(new Date(date), pattern, {locale: dateLocale, weekStartsOn});
}

export function weekStart(date: Date, locale: Locale): Date {
  const {dateLocale, weekStartsOn} = LOCALE_INFO[locale];
  return startOfWeek(date, {locale: dateLocale, weekStartsOn});
}
