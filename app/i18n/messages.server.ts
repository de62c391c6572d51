import {catalogueParts, type ScreenOnlyPart} from './catalogue-parts';
import type {PageCatalogueText} from './page-catalogue';
import type {Locale} from './locales';
import type {Screen} from './route-table';
import en from './messages/en.json';
import fr from './messages/fr.json';
import nl from './messages/nl.json';

export const CATALOGUES = {en, fr, nl} satisfies Record<Locale, unknown>;

export type Catalogue = typeof en;

export type PageCatalogue = Omit<Catalogue, ScreenOnlyPart> & Partial<Pick<Catalogue, ScreenOnlyPart>>;

export function getMessages(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}

const pageCatalogues = new Map<string, PageCatalogue>();

export function getPageMessages(locale: Locale, screen: Screen | null | undefined): PageCatalogue {
  const parts = catalogueParts(screen);
  const key = `${locale}:${parts.join(',')}`;
  let catalogue = pageCatalogues.get(key);
  if (!catalogue) {
    const {account, contact, ...shared} = CATALOGUES[locale];
    const screenOnly = {account, contact} satisfies Record<ScreenOnlyPart, unknown>;
    catalogue = {...shared, ...Object.fromEntries(parts.map((part) => [part, screenOnly[part]]))};
    pageCatalogues.set(key, catalogue);
  }
  return catalogue;
}

const pageCatalogueTexts = new Map<PageCatalogue, PageCatalogueText>();

/** `getPageMessages` as the root data sends it (`readPageCatalogue` reads it back). */
export function getPageCatalogueText(locale: Locale, screen: Screen | null | undefined): PageCatalogueText {
  const catalogue = getPageMessages(locale, screen);
  let text = pageCatalogueTexts.get(catalogue);
  if (text === undefined) {
    text = JSON.stringify(catalogue);
    pageCatalogueTexts.set(catalogue, text);
  }
  return text;
}
