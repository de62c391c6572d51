// Relative imports: `app/routes.ts` loads this module before the `~` alias exists.
import type {Locale} from './locales';

// Where the shop's hosted sign-in sends a customer back, in the language they started in: the shop
// registers these as its callback addresses. No page links here, so they stay out of the route table
// that every page loads.
export const AUTHORIZE_PATHS: Record<Locale, string> = {
  en: '/account/authorize',
  fr: '/fr/compte/autorisation',
  nl: '/nl/account/autoriseren',
};

export const authorizeRouteId = (locale: Locale) => `authorize-${locale}`;
