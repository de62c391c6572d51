// Relative imports: `app/routes.ts` loads this module before the `~` alias exists.
import {SCREENS} from './route-table';
import type {Locale} from './locales';

/**
 * The calendar's downloads live beside the calendar page in each language
 * (`/fr/calendrier.ics`), so the URL's prefix gives them their language like
 * any page.
 */
export function feedIcsPath(locale: Locale): string {
  return `${SCREENS.calendar.paths[locale]}.ics`;
}

/** The route pattern of one event's file: `/fr/calendrier/ics/:event`. */
export function eventIcsPattern(locale: Locale): string {
  return `${SCREENS.calendar.paths[locale]}/ics/:event`;
}

export function eventIcsPath(locale: Locale, documentId: string): string {
  return eventIcsPattern(locale).replace(':event', encodeURIComponent(documentId));
}
