import type {StrapiApp} from '@strapi/strapi/admin';
import {fieldTranslations, wordEditLayout, wordListChoices} from './duo-words';
import {addNewsletterSendPanel, SEND_TRANSLATIONS} from './newsletter-send-panel';
import {EXPORT_TRANSLATIONS, addSubscribersExport} from './subscribers-export';

const fields = fieldTranslations();
const GUIDED_TOUR = 'STRAPI_GUIDED_TOUR';

// The duo edit in French and Dutch as well as English: offer the admin panel in those languages, with
// every field, choice and type in words.
export default {
  config: {
    locales: ['fr', 'nl'],
    translations: {
      en: {...fields.en, ...EXPORT_TRANSLATIONS.en, ...SEND_TRANSLATIONS.en},
      fr: {...fields.fr, ...EXPORT_TRANSLATIONS.fr, ...SEND_TRANSLATIONS.fr},
      nl: {...fields.nl, ...EXPORT_TRANSLATIONS.nl, ...SEND_TRANSLATIONS.nl},
    },
    tutorials: false,
    notifications: {releases: false},
  },
  bootstrap(app: StrapiApp) {
    // Strapi's guided tour teaches building a schema and deploying to its cloud, neither of which the duo
    // do, and its dialogs stand in front of the page: it starts switched off in every browser.
    if (window.localStorage.getItem(GUIDED_TOUR) === null) window.localStorage.setItem(GUIDED_TOUR, JSON.stringify({enabled: false}));
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', wordEditLayout);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', wordListChoices);
    addSubscribersExport(app);
    addNewsletterSendPanel(app);
  },
};
