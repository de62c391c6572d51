import {createContext} from 'react';
import type {I18n} from './i18n';
import type {Locale} from './locales';

/**
 * Set by the server's entry alone, to i18next's translation; the browser, which never loads i18next,
 * finds nothing here and translates with `createI18n` over the root loader's catalogue.
 */
export const ServerTranslation = createContext<((locale: Locale) => I18n) | null>(null);
