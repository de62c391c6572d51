import type {RouterContextProvider} from 'react-router';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {HomePageSchema} from '~/lib/cms/content-model';
import {mediaUrl} from './cms-image';

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
