// Relative imports: `app/routes.ts` loads this module before the `~` alias exists.
import type {Locale} from './locales';

export const NEWSLETTER_PATHS: Record<Locale, string> = {
  en: '/newsletter',
  fr: '/fr/newsletter',
  nl: '/nl/nieuwsbrief',
};


export const NEWSLETTER_CONFIRM_PATHS: Record<Locale, string> = {
  en: '/newsletter/confirm',
  fr: '/fr/newsletter/confirmer',
  nl: '/nl/nieuwsbrief/bevestigen',
};

export const NEWSLETTER_UNSUBSCRIBE_PATHS: Record<Locale, string> = {
  en: '/newsletter/unsubscribe',
  fr: '/fr/newsletter/desinscription',
  nl: '/nl/nieuwsbrief/uitschrijven',
};
