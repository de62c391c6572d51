import type {CmsClient} from '~/lib/cms/client.server';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {PhotoSchema, PressArticleSchema, VideoSchema} from '~/lib/cms/content-model';

// One query per list, shared by its page and the home page, so both hit the same cache entry.

export function loadVideos(cms: CmsClient) {
  return cms.findMany(STRAPI_COLLECTIONS.videos, VideoSchema, {
    sort: ['publishedOn:desc'],
    populate: ['thumbnail'],
  });
}

/** Newest first; undated photos last (sorted here: databases disagree on where nulls go). */
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
