// Amounts for people (pages and mails), in the language's conventions.
import type {Locale} from '../catalogue/catalogue-scope.js';

export const LANGUAGE_TAGS: Record<Locale, string> = {en: 'en-US', fr: 'fr-FR', nl: 'nl-BE'};

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale], {style: 'currency', currency}).format(cents / 100);
}
