// The shop itself and its market: Belgium in euros, with every other euro-area country available.
import type {Translated} from './types.js';

export const shop = {
  name: {en: 'Ronce & Rivière', fr: 'Ronce & Rivière', nl: 'Ronce & Rivière'} satisfies Translated,
  description: {
    en: 'Albums, tunebooks and bundles from Ronce & Rivière, a Belgian folk duo since 2003.',
    fr: 'Albums, recueils de partitions et coffrets de Ronce & Rivière, duo folk belge depuis 2003.',
    nl: 'Albums, muziekboeken en bundels van Ronce & Rivière, Belgisch folkduo sinds 2003.',
  } satisfies Translated,
  currencyCode: 'EUR',
  countryCode: 'BE',
  primaryLanguage: 'EN',
};

/** Euro-area member states (Bulgaria from 1 January 2026); BE first as the primary market. */
export const countryCodes = [
  'BE', 'AT', 'BG', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES',
];

export const languageCodes = ['EN', 'FR', 'NL'];
