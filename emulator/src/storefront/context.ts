// The per-request context every Storefront resolver receives.
// Offers: EmulatorContext, Locale, localeOf(ctx).
import type {Database} from '../db/connection.js';

export interface EmulatorContext {
  db: Database;
  baseUrl: string;
  now: () => Date;
  /** From `@inContext(country:, language:)`; defaults BE / EN. */
  i18n: {country: string; language: string};
  request: Request;
}

export type Locale = 'en' | 'fr' | 'nl';

const SHOP_LOCALES: readonly Locale[] = ['en', 'fr', 'nl'];

/** Translated text follows the requested language; languages the shop lacks fall back to its primary, English. */
export function localeOf(ctx: Pick<EmulatorContext, 'i18n'>): Locale {
  const candidate = ctx.i18n.language.toLowerCase() as Locale;
  return SHOP_LOCALES.includes(candidate) ? candidate : 'en';
}
