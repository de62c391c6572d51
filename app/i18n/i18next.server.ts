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

// The catalogues never change while the worker lives, so a text is looked up once for its key and
// options. Texts without options are few, their keys written in the code; with options (counts, limits)
// they are more, so those are bounded, the oldest going first.
const PLAIN_TEXTS_PER_LOCALE = 5000;
const TEXTS_WITH_OPTIONS_PER_LOCALE = 5000;

// Options of booleans and finite numbers only. A string option is a visitor's name, a search, an order
// or a title: it seldom comes back, and a cache shared by every visitor of the worker is no place for it.
function optionsKey(key: string, options: Record<string, unknown>): string | null {
  const parts: unknown[] = [key];
  for (const [name, value] of Object.entries(options)) {
    const plain = typeof value === 'boolean' || Number.isFinite(value);
    if (!plain) return null;
    parts.push(name, value);
  }
  return JSON.stringify(parts);
}

const translations = Object.fromEntries(
  LOCALES.map((locale) => {
    const t = instance.getFixedT(locale);
    const plainTexts = new Map<string, string>();
    const textsWithOptions = new Map<string, string>();
    const translate: I18n['t'] = (key, options) => {
      if (options) {
        const rememberedAs = optionsKey(key, options);
        if (rememberedAs === null) return t(key, options);
        let text = textsWithOptions.get(rememberedAs);
        if (text === undefined) {
          text = t(key, options);
          if (textsWithOptions.size >= TEXTS_WITH_OPTIONS_PER_LOCALE) {
            textsWithOptions.delete(textsWithOptions.keys().next().value!);
          }
          textsWithOptions.set(rememberedAs, text);
        }
        return text;
      }
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
