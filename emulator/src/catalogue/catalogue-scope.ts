// What catalogue reads need to know about the request they serve: the database and the shopper's
// country and language. The Storefront's resolver context is one; the catalogue never sees the rest of it.
import type {Database} from '../db/database.js';

export interface CatalogueScope {
  db: Database;
  /** From `@inContext(country:, language:)`; defaults BE / EN. */
  i18n: {country: string; language: string};
}

export type Locale = 'en' | 'fr' | 'nl';

const SHOP_LOCALES: readonly Locale[] = ['en', 'fr', 'nl'];

/** Translated text follows the requested language; languages the shop lacks fall back to its primary, English. */
export function localeOf(scope: Pick<CatalogueScope, 'i18n'>): Locale {
  const candidate = scope.i18n.language.toLowerCase() as Locale;
  return SHOP_LOCALES.includes(candidate) ? candidate : 'en';
}
