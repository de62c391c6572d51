import type {CmsClient} from '~/lib/cms/client.server';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import type {SitemapSource} from './sitemap';
import {writtenEntries, type WrittenEntry} from '~/lib/cms/content-languages.server';
import {loadPastYears} from '~/lib/calendar/events.server';

type WithCms = {cms: CmsClient};

// Handles are the same in every language. Each language's own list gives its pages: an entry written
// in French only is in the sitemap in French only, and a page with English in every language.
const pages = (screen: 'workshop' | 'about-detail', entries: Map<string, WrittenEntry>) =>
  [...entries.values()].map(({handle, languages, updatedAt}) => ({
    screen,
    params: {handle},
    lastModified: updatedAt,
    locales: languages,
  }));

export const workshopSitemapSource: SitemapSource<WithCms> = async ({cms}) =>
  pages('workshop', await writtenEntries(cms, STRAPI_COLLECTIONS.workshops, {sort: ['startsAt:asc']}));

export const aboutSitemapSource: SitemapSource<WithCms> = async ({cms}) =>
  pages('about-detail', await writtenEntries(cms, STRAPI_COLLECTIONS.aboutPages, {sort: ['order:asc']}));

export const archiveSitemapSource: SitemapSource<WithCms> = async ({cms}) =>
  (await loadPastYears(cms, new Date())).map((year) => ({screen: 'calendar-archive', params: {year: String(year)}}));
