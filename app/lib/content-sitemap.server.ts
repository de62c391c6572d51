import type {CmsClient} from './cms/client.server';
import {STRAPI_COLLECTIONS, WorkshopSchema} from './cms/schemas';
import type {SitemapSource} from './sitemap';
import {loadAboutPages} from './about-pages.server';
import {loadPastYears} from './events.server';

type WithCms = {cms: CmsClient};

// Handles are the same in every language, so the English entries give every page
// (a missing translation is served in English).

export const workshopSitemapSource: SitemapSource<WithCms> = async ({cms}) =>
  (await cms.findMany(STRAPI_COLLECTIONS.workshops, WorkshopSchema, {sort: ['startsAt:asc'], populate: ['place']})).map(
    (workshop) => ({screen: 'workshop', params: {handle: workshop.handle}, lastModified: workshop.updatedAt}),
  );

export const aboutSitemapSource: SitemapSource<WithCms> = async ({cms}) =>
  (await loadAboutPages(cms)).map((page) => ({
    screen: 'about-detail',
    params: {handle: page.handle},
    lastModified: page.updatedAt,
  }));

/** One archive page per year with dates that have taken place. */
export const archiveSitemapSource: SitemapSource<WithCms> = async ({cms}) =>
  (await loadPastYears(cms, new Date())).map((year) => ({screen: 'calendar-archive', params: {year: String(year)}}));
