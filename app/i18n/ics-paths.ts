// Relative imports: `app/routes.ts` loads this module before the `~` alias exists.
import {SCREENS} from './route-table';
import type {Locale} from './locales';

export function feedIcsPath(locale: Locale): string {
  return `${SCREENS.calendar.paths[locale]}.ics`;
}

export function eventIcsPattern(locale: Locale): string {
  return `${SCREENS.calendar.paths[locale]}/ics/:event`;
}

export function eventIcsPath(locale: Locale, documentId: string): string {
  return eventIcsPattern(locale).replace(':event', encodeURIComponent(documentId));
}
