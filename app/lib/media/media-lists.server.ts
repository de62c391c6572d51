import type {CmsClient} from '~/lib/cms/client.server';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {PhotoSchema, PressArticleSchema, VideoSchema} from '~/lib/cms/content-model';

export function loadVideos(cms: CmsClient) {
  return cms.findMany(STRAPI_COLLECTIONS.videos, VideoSchema, {
    sort: ['publishedOn:desc'],
    populate: ['thumbnail'],
  });
}

// Sorted here, undated last: databases disagree on where nulls go.
export async function loadPhotos(cms: CmsClient) {
  const photos = await cms.findMany(STRAPI_COLLECTIONS.photos, PhotoSchema, {
    populate: ['image'],
    pagination: {page: 1, pageSize: 100},
  });
  return [...photos].sort((a, b) => (b.takenOn ?? '').localeCompare(a.takenOn ?? ''));
}

export function loadPressArticles(cms: CmsClient) {
  return cms.findMany(STRAPI_COLLECTIONS.pressArticles, PressArticleSchema, {sort: ['publishedOn:desc']});
}
