import type {Locale} from './locales';
import en from './messages/en.json';
import fr from './messages/fr.json';
import nl from './messages/nl.json';

export const CATALOGUES = {en, fr, nl} satisfies Record<Locale, unknown>;

export type Catalogue = typeof en;

export function getMessages(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}
