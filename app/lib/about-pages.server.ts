import type {CmsClient} from './cms/client.server';
import {STRAPI_COLLECTIONS} from './cms/content-fields';
import {AboutPageSchema} from './cms/content-model';

export function loadAboutPages(cms: CmsClient) {
  return cms.findMany(STRAPI_COLLECTIONS.aboutPages, AboutPageSchema, {
    sort: ['order:asc'],
    populate: ['image'],
  });
}
