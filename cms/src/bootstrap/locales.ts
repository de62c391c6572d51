import type {Core} from '@strapi/strapi';
import {DEFAULT_LOCALE, LOCALES} from '../content-model';

const NAMES: Record<string, string> = {en: 'English (en)', fr: 'French (fr)', nl: 'Dutch (nl)'};

/** English, French and Dutch exist, English is the default. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const code of LOCALES) {
    if (!(await locales.findByCode(code))) {
      await locales.create({code, name: NAMES[code]});
      strapi.log.info(`[locales] added ${code}`);
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({code: DEFAULT_LOCALE});
  }
}
