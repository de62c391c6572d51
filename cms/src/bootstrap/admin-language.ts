// The admin panel speaks French to the duo unless they choose otherwise in their profile: every account
// without a chosen language (the first one, and each invited editor's) gets it.
import type {Core} from '@strapi/strapi';
import {DEFAULT_ADMIN_LANGUAGE} from '../words/field-words';

const ADMIN_USER = 'admin::user';

export async function defaultAdminLanguage(strapi: Core.Strapi): Promise<void> {
  strapi.db.lifecycles.subscribe({
    models: [ADMIN_USER],
    beforeCreate(event) {
      const data = event.params.data as {preferedLanguage?: string | null};
      data.preferedLanguage ??= DEFAULT_ADMIN_LANGUAGE;
    },
  });
  await strapi.db.query(ADMIN_USER).updateMany({where: {preferedLanguage: {$null: true}}, data: {preferedLanguage: DEFAULT_ADMIN_LANGUAGE}});
}
