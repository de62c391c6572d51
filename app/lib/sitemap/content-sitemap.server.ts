import type {CmsClient} from '~/lib/cms/client.server';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {WorkshopSchema} from '~/lib/cms/content-model';
import type {SitemapSource} from './sitemap';
import {loadAboutPages} from '~/lib/about-pages.server';
import {languagesByHandle} from '~/lib/cms/content-languages.server';
import {loadPastYears} from '~/lib/calendar/events.server';

type WithCms = {cms: CmsClient};

// Handles are the same in every language, so one language's entries give every page.

export const workshopSitemapSource: SitemapSource<WithCms> = async ({cms}) => {
  const [workshops, languages] = await Promise.all([
    cms.findMany(STRAPI_COLLECTIONS.workshops, WorkshopSchema, {sort: ['startsAt:asc'], populate: ['place']}),
    languagesByHandle(cms, STRAPI_COLLECTIONS.workshops),
  ]);
  return workshops.map((workshop) => ({
    screen: 'workshop',
    params: {handle: workshop.handle},
    lastModified: workshop.updatedAt,
    locales: languages.get(workshop.handle),
  }));
};

export const aboutSitemapSource: SitemapSource<WithCms> = async ({cms}) => {
  const [pages, languages] = await Promise.all([
    loadAboutPages(cms),
    languagesByHandle(cms, STRAPI_COLLECTIONS.aboutPages),
  ]);
  return pages.map((page) => ({
    screen: 'about-detail',
    params: {handle: page.handle},
    lastModified: page.updatedAt,
    locales: languages.get(page.handle),
  }));
};

export const archiveSitemapSource: SitemapSource<WithCms> = async ({cms}) =>
  (await loadPastYears(cms, new Date())).map((year) => ({screen: 'calendar-archive', params: {year: String(year)}}));
