// The texts a page without its root data needs: the small 404 before routing and the root loader's failure.
import {error as enError, site as enSite} from './messages/en.json';
import {error as frError, site as frSite} from './messages/fr.json';
import {error as nlError, site as nlSite} from './messages/nl.json';
import type {Locale} from './locales';

export const ERROR_CATALOGUES = {
  en: {error: enError, site: enSite},
  fr: {error: frError, site: frSite},
  nl: {error: nlError, site: nlSite},
} satisfies Record<Locale, unknown>;
