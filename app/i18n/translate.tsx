import {createContext, useContext, type ReactNode} from 'react';
import type {I18n} from './i18n';

const I18nContext = createContext<I18n | null>(null);

/** Gives the page's language and its translation function to every `useTranslation` below. */
export function I18nProvider({i18n, children}: {i18n: I18n; children?: ReactNode}) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `const {t} = useTranslation()`: i18next's on the server, the small engine's in the browser. */
export function useTranslation(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('No I18nProvider above');
  return i18n;
}
