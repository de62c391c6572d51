import {DEFAULT_LOCALE, isLocale, type Locale} from '../content-model';

/** The duo read the notifications of the contact form in French unless CMS_NOTIFY_LOCALE says otherwise. */
const DUO_LOCALE: Locale = 'fr';

export function notifyLocale(strapi?: {log: {warn(message: string): void}}): Locale {
  const wanted = process.env.CMS_NOTIFY_LOCALE?.trim();
  if (!wanted) return DUO_LOCALE;
  if (isLocale(wanted)) return wanted;
  strapi?.log.warn(`[mail] CMS_NOTIFY_LOCALE=${wanted} is not one of the site's languages: using ${DEFAULT_LOCALE}`);
  return DEFAULT_LOCALE;
}
