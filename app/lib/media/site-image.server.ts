import type {RouterContextProvider} from 'react-router';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {HomePageSchema} from '~/lib/cms/content-model';
import {mediaUrl} from './cms-image';

/**
 * The duo's picture (the home page's hero), as an absolute URL: the image of a date that has none
 * of its own. The same query as the home page's, so the same cache entry; null when it fails.
 */
export async function loadSiteImage(context: Readonly<RouterContextProvider>): Promise<string | null> {
  try {
    const home = await context.cms.findSingle(STRAPI_COLLECTIONS.homePage, HomePageSchema, {
      populate: ['heroImage'],
    });
    return home.heroImage ? mediaUrl(home.heroImage, context.appEnv.CMS_URL, 'large') : null;
  } catch (error) {
    console.error("The duo's picture could not be loaded", error);
    return null;
  }
}
