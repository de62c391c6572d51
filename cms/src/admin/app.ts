import type {StrapiApp} from '@strapi/strapi/admin';
import {EXPORT_TRANSLATIONS, addSubscribersExport} from './subscribers-export';

// The duo edit in French and Dutch as well as English: offer the admin panel in those languages.
export default {
  config: {locales: ['fr', 'nl'], translations: EXPORT_TRANSLATIONS},
  bootstrap(app: StrapiApp) {
    addSubscribersExport(app);
  },
};
