// Relative imports: `app/routes.ts` loads this module before the `~` alias exists.
import type {Locale} from './locales';

/**
 * Where the newsletter form posts, in each language: the URL's prefix records the language, and
 * without JavaScript the post is answered with a page of its own. Not a screen of the route table:
 * it is reached through the form, and kept out of the sitemap.
 */
export const NEWSLETTER_PATHS: Record<Locale, string> = {
  en: '/newsletter',
  fr: '/fr/newsletter',
  nl: '/nl/nieuwsbrief',
};


/** The page a confirmation mail links to (`?token=`): one button confirms the subscription. */
export const NEWSLETTER_CONFIRM_PATHS: Record<Locale, string> = {
  en: '/newsletter/confirm',
  fr: '/fr/newsletter/confirmer',
  nl: '/nl/nieuwsbrief/bevestigen',
};

/** The page every newsletter mail links to (`?token=`): one button unsubscribes. */
export const NEWSLETTER_UNSUBSCRIBE_PATHS: Record<Locale, string> = {
  en: '/newsletter/unsubscribe',
  fr: '/fr/newsletter/desinscription',
  nl: '/nl/nieuwsbrief/uitschrijven',
};
