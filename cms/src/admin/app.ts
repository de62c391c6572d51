import type {StrapiApp} from '@strapi/strapi/admin';
import {addNewsletterSendPanel, SEND_TRANSLATIONS} from './newsletter-send-panel';
import {EXPORT_TRANSLATIONS, addSubscribersExport} from './subscribers-export';

const translations = Object.fromEntries(
  (Object.keys(EXPORT_TRANSLATIONS) as (keyof typeof EXPORT_TRANSLATIONS)[]).map((locale) => [
    locale,
    {...EXPORT_TRANSLATIONS[locale], ...SEND_TRANSLATIONS[locale]},
  ]),
);

// The duo edit in French and Dutch as well as English: offer the admin panel in those languages.
export default {
  config: {locales: ['fr', 'nl'], translations},
  bootstrap(app: StrapiApp) {
    addSubscribersExport(app);
    addNewsletterSendPanel(app);
  },
};
