import {LOCALE_INFO, type Locale} from './locales';

export type Messages = {[key: string]: string | Messages};

export type TOptions = {count?: number} & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  language: Locale;
  t: TFunction;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

// Must render what the server's i18next renders (a unit test checks key by key), or hydration replaces its text.
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
