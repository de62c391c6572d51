// Named JSON imports keep the rest of the three catalogues out of the browser's bundle.
import {error as enError, layout as enLayout, site as enSite} from './messages/en.json';
import {error as frError, layout as frLayout, site as frSite} from './messages/fr.json';
import {error as nlError, layout as nlLayout, site as nlSite} from './messages/nl.json';
import type {Locale} from './locales';

export const ERROR_CATALOGUES = {
  en: {error: enError, layout: enLayout, site: enSite},
  fr: {error: frError, layout: frLayout, site: frSite},
  nl: {error: nlError, layout: nlLayout, site: nlSite},
} satisfies Record<Locale, unknown>;
