export const LOCALES = ['en', 'fr', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export type LanguageCode = 'EN' | 'FR' | 'NL';

export interface LocaleInfo {
  code: Locale;
  tag: string;
  displayName: string;
  prefix: string;
  language: LanguageCode;
  weekStartsOn: 0 | 1;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: {
    code: 'en',
    tag: 'en-US',
    displayName: 'English',
    prefix: '',
    language: 'EN',
    weekStartsOn: 0,
  },
  fr: {
    code: 'fr',
    tag: 'fr-FR',
    displayName: 'Français',
    prefix: '/fr',
    language: 'FR',
    weekStartsOn: 1,
  },
  nl: {
    code: 'nl',
    tag: 'nl-BE',
    displayName: 'Nederlands',
    prefix: '/nl',
    language: 'NL',
    weekStartsOn: 1,
  },
};

export const DEFAULT_COUNTRY = 'BE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
