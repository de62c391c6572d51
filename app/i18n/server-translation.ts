import {createContext} from 'react';
import type {I18n} from './i18n';
import type {Locale} from './locales';

export const ServerTranslation = createContext<((locale: Locale) => I18n) | null>(null);
