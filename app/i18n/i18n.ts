import {LOCALE_INFO, type Locale} from './locales';

/** One language's catalogue: i18next's JSON format (nested keys, `{{name}}`, `_one`/`_other`). */
export type Messages = {[key: string]: string | Messages};

export type TOptions = {count?: number} & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  language: Locale;
  t: TFunction;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The browser's translation for one language over the catalogue the root loader sends. It does what
 * the server's i18next does with this catalogue's features (key paths, plural suffixes by
 * `Intl.PluralRules`, `_zero` for a count of 0, unescaped interpolation, a placeholder without a value
 * left as is), which a unit test checks key by key, so hydration keeps the server's text; the browser
 * is spared i18next's 15 KB.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const plurals = new Intl.PluralRules(LOCALE_INFO[locale].tag);
  const lookup = (key: string): string | undefined => {
    let node: string | Messages | undefined = messages;
    for (const part of key.split('.')) {
      if (typeof node !== 'object') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const t: TFunction = (key, options) => {
    const count = options?.count;
    let text: string | undefined;
    if (typeof count === 'number') {
      text = (count === 0 ? lookup(`${key}_zero`) : undefined) ?? lookup(`${key}_${plurals.select(count)}`);
    }
    text ??= lookup(key);
    if (text === undefined) return key;
    if (!options) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      options[name] === undefined ? placeholder : String(options[name]),
    );
  };
  return {language: locale, t};
}

export function htmlLang(locale: Locale): string {
  return LOCALE_INFO[locale].tag;
}
