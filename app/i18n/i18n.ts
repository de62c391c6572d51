import i18next, {type i18n as I18n, type Resource} from 'i18next';
import {initReactI18next} from 'react-i18next';
import {LOCALE_INFO, type Locale} from './locales';

export type Messages = Resource[string]['translation'];

/**
 * One i18next instance for one language. Built synchronously from the catalogue
 * the root loader sends, so the server and the browser render the same text and
 * the browser never downloads the other languages.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {[locale]: {translation: messages}},
    initAsync: false,
    interpolation: {escapeValue: false},
    react: {useSuspense: false},
  });
  return instance;
}

export function htmlLang(locale: Locale): string {
  return LOCALE_INFO[locale].tag;
}
