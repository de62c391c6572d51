// sitemap(type:) pages its resources 250 at a time, as Shopify does; Hydrogen's getSitemapIndex reads
// pagesCount and getSitemap one page of resources.
import {allCollections, allProducts} from '../../../catalogue/catalogue-store.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {allArticles, allBlogs, allMetaobjects, allPages, articlesOfBlog, articleText, blogTitle, pageText} from '../../../catalogue/shop-content.js';
import type {SitemapResolvers} from '../generated-resolver-types.js';

const PAGE_SIZE = 250;

export interface SitemapParent {
  type: string;
}

function resource(handle: string, updatedAt: string, title: string) {
  return {__typename: 'SitemapResource', handle, updatedAt, title, image: null};
}

function resourcesOf(ctx: EmulatorContext, type: string): object[] {
  const locale = localeOf(ctx);
  switch (type) {
    case 'PRODUCT':
      return allProducts(ctx.db).map((product) => resource(product.handle, product.updatedAt, product.handle));
    case 'COLLECTION':
      return allCollections(ctx.db).map((collection) => resource(collection.handle, collection.updatedAt, collection.handle));
    case 'PAGE':
      return allPages(ctx.db).map((page) => resource(page.handle, page.updatedAt, pageText(ctx.db, page.id, locale).title));
    case 'BLOG':
      return allBlogs(ctx.db).map((blog) =>
        resource(blog.handle, articlesOfBlog(ctx.db, blog.id)[0]?.updatedAt ?? '2025-01-01T00:00:00Z', blogTitle(ctx.db, blog.id, locale)),
      );
    case 'ARTICLE':
      return allArticles(ctx.db).map((article) =>
        resource(article.handle, article.updatedAt, articleText(ctx.db, article.id, locale).title),
      );
    default:
      return allMetaobjects(ctx.db).map((metaobject) => ({
        __typename: 'SitemapResourceMetaobject',
        handle: metaobject.handle,
        updatedAt: metaobject.updatedAt,
        type: metaobject.type,
        onlineStoreUrlHandle: null,
      }));
  }
}

export const Sitemap: SitemapResolvers = {
  pagesCount: (sitemap: SitemapParent, _args, ctx) => ({
    count: Math.ceil(resourcesOf(ctx, sitemap.type).length / PAGE_SIZE),
    precision: 'EXACT',
  }),
  resources: (sitemap: SitemapParent, args: {page: number}, ctx) => {
    const all = resourcesOf(ctx, sitemap.type);
    const start = (Math.max(args.page, 1) - 1) * PAGE_SIZE;
    return {items: all.slice(start, start + PAGE_SIZE), hasNextPage: start + PAGE_SIZE < all.length};
  },
};
