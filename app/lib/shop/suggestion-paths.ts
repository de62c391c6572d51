// Relative imports: `app/routes.ts` loads this module before the `~` alias exists.
import type {Locale} from '../../i18n/locales';

/**
 * Where the header's search field asks for suggestions, in each language, beside
 * the search screen: the URL's prefix sets the language of the products' titles.
 * A JSON resource, not a screen, so it is not in the route table or the sitemap.
 */
export const SUGGESTION_PATHS: Record<Locale, string> = {
  en: '/search/suggestions',
  fr: '/fr/recherche/suggestions',
  nl: '/nl/zoeken/suggesties',
};

/** Fewer letters than this match too much to help. */
export const MIN_SUGGESTION_TERM = 2;

/** The spec's limit for predictive search. */
export const MAX_SUGGESTIONS = 6;
