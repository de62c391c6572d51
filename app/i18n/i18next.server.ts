import i18next from 'i18next';
import type {I18n} from './i18n';
import {DEFAULT_LOCALE, LOCALES, type Locale} from './locales';
import {CATALOGUES} from './messages.server';

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

// The catalogues never change while the worker lives, so a text without options is looked up once;
// keys are written in the code, so the bound is never reached in practice.
const PLAIN_TEXTS_PER_LOCALE = 5000;

const translations = Object.fromEntries(
  LOCALES.map((locale) => {
    const t = instance.getFixedT(locale);
    const plainTexts = new Map<string, string>();
    const translate: I18n['t'] = (key, options) => {
      if (options) return t(key, options);
      let text = plainTexts.get(key);
      if (text === undefined) {
        text = t(key);
        if (plainTexts.size < PLAIN_TEXTS_PER_LOCALE) plainTexts.set(key, text);
      }
      return text;
    };
    return [locale, {language: locale, t: translate}];
  }),
) as Record<Locale, I18n>;

export function serverI18n(locale: Locale): I18n {
  return translations[locale];
}
