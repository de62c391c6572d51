import type {Route} from './+types/sitemap.xml';
import {renderSitemap, staticSitemapEntries, type SitemapSource} from '~/lib/sitemap/sitemap';
import {aboutSitemapSource, archiveSitemapSource, workshopSitemapSource} from '~/lib/sitemap/content-sitemap.server';
import {collectionSitemapSource, productSitemapSource} from '~/lib/sitemap/shop-sitemap.server';

type Context = Route.LoaderArgs['context'];

const sitemapSources: SitemapSource<Context>[] = [
  workshopSitemapSource,
  aboutSitemapSource,
  archiveSitemapSource,
  collectionSitemapSource,
  productSitemapSource,
];

export async function loader({request, context}: Route.LoaderArgs) {
  const dynamic = await Promise.all(
    sitemapSources.map((source) =>
      source(context).catch((error: unknown) => {
        console.error('A sitemap source failed', error);
        return [];
      }),
    ),
  );
  const body = renderSitemap(
    [...staticSitemapEntries(), ...dynamic.flat()],
    new URL(request.url).origin,
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Fresh as the pages are: a new or unpublished entry shows once the CMS reads (half a minute) do.
      'Cache-Control': 'public, no-cache',
    },
  });
}
