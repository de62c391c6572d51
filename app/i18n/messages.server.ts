import {catalogueParts, type ScreenOnlyPart, type ServerOnlyPart} from './catalogue-parts';
import type {PageCatalogueText} from './page-catalogue';
import type {Locale} from './locales';
import type {Screen} from './route-table';
import en from './messages/en.json';
import fr from './messages/fr.json';
import nl from './messages/nl.json';

export const CATALOGUES = {en, fr, nl} satisfies Record<Locale, unknown>;

export type Catalogue = typeof en;

export type PageCatalogue = Omit<Catalogue, ScreenOnlyPart | ServerOnlyPart> & Partial<Pick<Catalogue, ScreenOnlyPart>>;

export function getMessages(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}

// One entry per language and set of screen-only parts: the catalogue, and its text made when first asked for.
const pageCatalogues = new Map<string, {catalogue: PageCatalogue; text?: PageCatalogueText}>();

function pageCatalogueEntry(locale: Locale, screen: Screen | null | undefined) {
  const parts = catalogueParts(screen);
  const key = `${locale}:${parts.join(',')}`;
  let entry = pageCatalogues.get(key);
  if (!entry) {
    // The server-only part (`seo`) is left out of every page's.
    const {account, contact, seo: _serverOnly, ...shared} = CATALOGUES[locale];
    const screenOnly = {account, contact} satisfies Record<ScreenOnlyPart, unknown>;
    entry = {catalogue: {...shared, ...Object.fromEntries(parts.map((part) => [part, screenOnly[part]]))}};
    pageCatalogues.set(key, entry);
  }
  return entry;
}

export function getPageMessages(locale: Locale, screen: Screen | null | undefined): PageCatalogue {
  return pageCatalogueEntry(locale, screen).catalogue;
}

/** `getPageMessages` as the root data sends it (`readPageCatalogue` reads it back). */
export function getPageCatalogueText(locale: Locale, screen: Screen | null | undefined): PageCatalogueText {
  const entry = pageCatalogueEntry(locale, screen);
  entry.text ??= JSON.stringify(entry.catalogue);
  return entry.text;
}
