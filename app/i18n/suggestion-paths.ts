// Relative imports: `app/routes.ts` loads this module before the `~` alias exists.
import type {Locale} from './locales';

export const SUGGESTION_PATHS: Record<Locale, string> = {
  en: '/search/suggestions',
  fr: '/fr/recherche/suggestions',
  nl: '/nl/zoeken/suggesties',
};
