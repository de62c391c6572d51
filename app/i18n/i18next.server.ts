import i18next from 'i18next';
import type {I18n} from './i18n';
import {DEFAULT_LOCALE, LOCALES, type Locale} from './locales';
import {CATALOGUES} from './messages.server';

// One instance for the worker's life, initialised synchronously with the three whole catalogues:
// requests only ask it for their language's `t`.
const instance = i18next.createInstance();
void instance.init({
  lng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  fallbackLng: false,
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, {translation: CATALOGUES[locale]}])),
  initAsync: false,
  // React escapes what it renders; loaders' texts go to React or to plain-text responses.
  interpolation: {escapeValue: false},
});

/** The server's translation for one language: i18next's, over the whole catalogue. */
export function serverI18n(locale: Locale): I18n {
  const t = instance.getFixedT(locale);
  return {language: locale, t: (key, options) => t(key, options)};
}
