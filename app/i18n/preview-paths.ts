// Relative imports: `app/routes.ts` loads this module before the `~` alias exists.
import type {Locale} from './locales';

// The CMS's "Open preview" builds the entrance's address from the entry's language: keep these three
// in step with cms/src/preview/preview-url.ts.
export const PREVIEW_PATHS: Record<Locale, string> = {
  en: '/preview',
  fr: '/fr/preview',
  nl: '/nl/preview',
};

export const PREVIEW_EXIT_PATHS: Record<Locale, string> = {
  en: '/preview/leave',
  fr: '/fr/preview/quitter',
  nl: '/nl/preview/verlaten',
};

export const previewRouteId = (route: 'preview' | 'preview-exit', locale: Locale) => `${route}-${locale}`;

/** Which of the two a route id is, if either. */
export function previewRouteOf(id: string): 'preview' | 'preview-exit' | null {
  const match = /^(preview(?:-exit)?)-(?:en|fr|nl)$/.exec(id);
  return match ? (match[1] as 'preview' | 'preview-exit') : null;
}
