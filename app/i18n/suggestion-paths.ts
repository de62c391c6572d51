// Relative imports: `app/routes.ts` loads this module before the `~` alias exists.
import type {Locale} from './locales';

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
