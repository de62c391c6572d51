// The content half of the resolver map: menus, pages, the blog, metaobjects and sitemaps.
import {allCollections, allProducts, collectionByHandle, imageById, productByHandle} from '../catalogue.js';
import {paginate, type PageArgs} from '../connection.js';
import {localeOf, type EmulatorContext} from '../context.js';
import {fromGidNumber, toGid} from '../gid.js';
import {registerNode} from '../node-registry.js';
import {
  allArticles,
  allBlogs,
  allMetaobjects,
  allPages,
  articleById,
  articlesOfBlog,
  articleText,
  blogByHandle,
  blogById,
  blogTitle,
  menuByHandle,
  menuItems,
  menuTitle,
  metaobjectByHandle,
  metaobjectById,
  metaobjectFields,
  metaobjectsOfType,
  pageByHandle,
  pageById,
  pageText,
  type ArticleRecord,
  type BlogRecord,
  type MenuItemRecord,
  type MetaobjectRecord,
  type PageRecord,
} from '../shop-content.js';
import {fold} from '../text.js';
import {htmlToText} from '../../db/seed.js';
import {policyByHandle} from './types/Shop.js';
import type {Resolvers} from './types.js';

interface ListArgs extends PageArgs {
  query?: string | null;
  reverse?: boolean | null;
}

/** `title:x`, `handle:x` and free text all match the title or the handle; Shopify's other fields are ignored. */
function matching<T extends {handle: string}>(items: T[], query: string | null | undefined, title: (item: T) => string): T[] {
  const wanted = fold((query ?? '').replace(/^(title|handle):/, '').replace(/^"|"$/g, '').replace(/\*$/, '').trim());
  if (!wanted) return items;
  return items.filter((item) => fold(title(item)).includes(wanted) || item.handle.includes(wanted));
}

function listed<T extends {id: number; handle: string}>(items: T[], args: ListArgs, title: (item: T) => string) {
  const list = matching(items, args.query, title);
  if (args.reverse) list.reverse();
  return paginate(list, args, (item) => item.id);
}

const pageTitle = (ctx: EmulatorContext) => (page: PageRecord) => pageText(ctx.db, page.id, localeOf(ctx)).title;
const articleTitle = (ctx: EmulatorContext) => (article: ArticleRecord) => articleText(ctx.db, article.id, localeOf(ctx)).title;

function resourceUrl(ctx: EmulatorContext, item: MenuItemRecord): string | null {
  const path: Record<string, string> = {
    FRONTPAGE: '/',
    SEARCH: '/search',
    CATALOG: '/collections/all',
    COLLECTION: `/collections/${item.resourceHandle}`,
    PRODUCT: `/products/${item.resourceHandle}`,
    PAGE: `/pages/${item.resourceHandle}`,
    BLOG: `/blogs/${item.resourceHandle}`,
    SHOP_POLICY: `/policies/${item.resourceHandle}`,
  };
  if (item.type === 'HTTP') return item.url;
  return path[item.type] ? `${ctx.baseUrl}${path[item.type]}` : null;
}

function resourceOf(ctx: EmulatorContext, item: MenuItemRecord): object | null {
  const handle = item.resourceHandle ?? '';
  switch (item.type) {
    case 'COLLECTION':
      return collectionByHandle(ctx.db, handle);
    case 'PRODUCT':
      return productByHandle(ctx.db, handle);
    case 'PAGE':
      return pageByHandle(ctx.db, handle);
    case 'BLOG':
      return blogByHandle(ctx.db, handle);
    case 'SHOP_POLICY':
      return policyByHandle(ctx.db, handle);
    default:
      return null;
  }
}

const SITEMAP_PAGE_SIZE = 250;

interface SitemapResource {
  __typename: 'SitemapResource' | 'SitemapResourceMetaobject';
  handle: string;
  updatedAt: string;
  title?: string;
  type?: string;
  onlineStoreUrlHandle?: string | null;
  image?: null;
}

function sitemapResources(ctx: EmulatorContext, type: string): SitemapResource[] {
  const locale = localeOf(ctx);
  const plain = (handle: string, updatedAt: string, title: string): SitemapResource => ({
    __typename: 'SitemapResource',
    handle,
    updatedAt,
    title,
    image: null,
  });
  switch (type) {
    case 'PRODUCT':
      return allProducts(ctx.db).map((product) => plain(product.handle, product.updatedAt, product.handle));
    case 'COLLECTION':
      return allCollections(ctx.db).map((collection) => plain(collection.handle, collection.updatedAt, collection.handle));
    case 'PAGE':
      return allPages(ctx.db).map((page) => plain(page.handle, page.updatedAt, pageText(ctx.db, page.id, locale).title));
    case 'BLOG':
      return allBlogs(ctx.db).map((blog) => {
        const latest = articlesOfBlog(ctx.db, blog.id)[0];
        return plain(blog.handle, latest?.updatedAt ?? '2025-01-01T00:00:00Z', blogTitle(ctx.db, blog.id, locale));
      });
    case 'ARTICLE':
      return allArticles(ctx.db).map((article) =>
        plain(article.handle, article.updatedAt, articleText(ctx.db, article.id, locale).title),
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

const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : -1);

export function registerContentNodes(): void {
  registerNode('Page', (id, ctx) => pageById(ctx.db, numeric(id)));
  registerNode('Blog', (id, ctx) => blogById(ctx.db, numeric(id)));
  registerNode('Article', (id, ctx) => articleById(ctx.db, numeric(id)));
  registerNode('Metaobject', (id, ctx) => metaobjectById(ctx.db, numeric(id)));
}

export function findPage(ctx: EmulatorContext, args: {handle?: string | null; id?: string | null}) {
  if (args.id) return pageById(ctx.db, fromGidNumber(args.id, 'Page') ?? -1);
  return args.handle ? pageByHandle(ctx.db, args.handle) : null;
}

export function findBlog(ctx: EmulatorContext, args: {handle?: string | null; id?: string | null}) {
  if (args.id) return blogById(ctx.db, fromGidNumber(args.id, 'Blog') ?? -1);
  return args.handle ? blogByHandle(ctx.db, args.handle) : null;
}

export const contentResolvers: Resolvers = {
  QueryRoot: {
    menu: (_root, args: {handle: string}, ctx) => menuByHandle(ctx.db, args.handle),
    page: (_root, args, ctx) => findPage(ctx, args),
    pageByHandle: (_root, args: {handle: string}, ctx) => pageByHandle(ctx.db, args.handle),
    pages: (_root, args: ListArgs, ctx) => listed(allPages(ctx.db), args, pageTitle(ctx)),
    blog: (_root, args, ctx) => findBlog(ctx, args),
    blogByHandle: (_root, args: {handle: string}, ctx) => blogByHandle(ctx.db, args.handle),
    blogs: (_root, args: ListArgs, ctx) =>
      listed(allBlogs(ctx.db), args, (blog) => blogTitle(ctx.db, blog.id, localeOf(ctx))),
    article: (_root, args: {id: string}, ctx) => articleById(ctx.db, fromGidNumber(args.id, 'Article') ?? -1),
    articles: (_root, args: ListArgs, ctx) => listed(allArticles(ctx.db), args, articleTitle(ctx)),
    metaobject: (_root, args: {id?: string | null; handle?: {type: string; handle: string} | null}, ctx) => {
      if (args.id) return metaobjectById(ctx.db, fromGidNumber(args.id, 'Metaobject') ?? -1);
      return args.handle ? metaobjectByHandle(ctx.db, args.handle.type, args.handle.handle) : null;
    },
    metaobjects: (_root, args: ListArgs & {type: string}, ctx) => {
      const list = metaobjectsOfType(ctx.db, args.type);
      if (args.reverse) list.reverse();
      return paginate(list, args, (item) => item.id);
    },
    sitemap: (_root, args: {type: string}) => ({type: args.type}),
  },
  Menu: {
    id: (menu: {id: number}) => toGid('Menu', menu.id),
    title: (menu: {id: number}, _args, ctx) => menuTitle(ctx.db, 'menu', menu.id, localeOf(ctx)),
    items: (menu: {id: number}, _args, ctx) => menuItems(ctx.db, menu.id, null),
    itemsCount: (menu: {id: number}, _args, ctx) => menuItems(ctx.db, menu.id, null).length,
  },
  MenuItem: {
    id: (item: MenuItemRecord) => toGid('MenuItem', item.id),
    title: (item: MenuItemRecord, _args, ctx) => menuTitle(ctx.db, 'item', item.id, localeOf(ctx)),
    items: (item: MenuItemRecord, _args, ctx) => menuItems(ctx.db, item.menuId, item.id),
    url: (item: MenuItemRecord, _args, ctx) => resourceUrl(ctx, item),
    resource: (item: MenuItemRecord, _args, ctx) => resourceOf(ctx, item),
    resourceId: (item: MenuItemRecord, _args, ctx) => {
      const resource = resourceOf(ctx, item) as {id: number; __typename?: string} | null;
      const typeName = {COLLECTION: 'Collection', PRODUCT: 'Product', PAGE: 'Page', BLOG: 'Blog', SHOP_POLICY: 'ShopPolicy'}[item.type];
      return resource && typeName ? toGid(typeName, resource.id) : null;
    },
    tags: () => [],
  },
  Page: {
    id: (page: PageRecord) => toGid('Page', page.id),
    title: (page: PageRecord, _args, ctx) => pageText(ctx.db, page.id, localeOf(ctx)).title,
    body: (page: PageRecord, _args, ctx) => pageText(ctx.db, page.id, localeOf(ctx)).body,
    bodySummary: (page: PageRecord, _args, ctx) => htmlToText(pageText(ctx.db, page.id, localeOf(ctx)).body).slice(0, 150),
    seo: (page: PageRecord, _args, ctx) => ({title: null, description: htmlToText(pageText(ctx.db, page.id, localeOf(ctx)).body)}),
    onlineStoreUrl: (page: PageRecord, _args, ctx) => `${ctx.baseUrl}/pages/${page.handle}`,
    trackingParameters: (parent: {trackingParameters?: string}) => parent.trackingParameters ?? null,
    metafield: () => null,
    metafields: (_page, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  },
  Blog: {
    id: (blog: BlogRecord) => toGid('Blog', blog.id),
    title: (blog: BlogRecord, _args, ctx) => blogTitle(ctx.db, blog.id, localeOf(ctx)),
    articles: (blog: BlogRecord, args: ListArgs, ctx) => listed(articlesOfBlog(ctx.db, blog.id), args, articleTitle(ctx)),
    articleByHandle: (blog: BlogRecord, args: {handle: string}, ctx) =>
      articlesOfBlog(ctx.db, blog.id).find((article) => article.handle === args.handle) ?? null,
    authors: (blog: BlogRecord, _args, ctx) => {
      const names = new Map(articlesOfBlog(ctx.db, blog.id).map((a) => [`${a.authorFirstName} ${a.authorLastName}`, a]));
      return [...names.values()].map(authorOf);
    },
    seo: (blog: BlogRecord, _args, ctx) => ({title: blogTitle(ctx.db, blog.id, localeOf(ctx)), description: null}),
    onlineStoreUrl: (blog: BlogRecord, _args, ctx) => `${ctx.baseUrl}/blogs/${blog.handle}`,
    metafield: () => null,
    metafields: (_blog, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  },
  Article: {
    id: (article: ArticleRecord) => toGid('Article', article.id),
    title: (article: ArticleRecord, _args, ctx) => articleText(ctx.db, article.id, localeOf(ctx)).title,
    contentHtml: (article: ArticleRecord, _args, ctx) => articleText(ctx.db, article.id, localeOf(ctx)).contentHtml,
    content: (article: ArticleRecord, args: {truncateAt?: number | null}, ctx) => {
      const text = htmlToText(articleText(ctx.db, article.id, localeOf(ctx)).contentHtml);
      return args.truncateAt ? text.slice(0, args.truncateAt) : text;
    },
    excerptHtml: (article: ArticleRecord, _args, ctx) => articleText(ctx.db, article.id, localeOf(ctx)).excerptHtml,
    excerpt: (article: ArticleRecord, args: {truncateAt?: number | null}, ctx) => {
      const text = htmlToText(articleText(ctx.db, article.id, localeOf(ctx)).excerptHtml);
      return args.truncateAt ? text.slice(0, args.truncateAt) : text;
    },
    author: (article: ArticleRecord) => authorOf(article),
    authorV2: (article: ArticleRecord) => authorOf(article),
    blog: (article: ArticleRecord, _args, ctx) => blogById(ctx.db, article.blogId),
    image: (article: ArticleRecord, _args, ctx) =>
      article.imageId === null ? null : {...imageById(ctx.db, article.imageId), gidType: 'ArticleImage'},
    tags: (article: ArticleRecord) => JSON.parse(article.tags) as string[],
    comments: (_article, args: PageArgs) => paginate([], args, () => ''),
    seo: (article: ArticleRecord, _args, ctx) => ({title: articleText(ctx.db, article.id, localeOf(ctx)).title, description: null}),
    onlineStoreUrl: (article: ArticleRecord, _args, ctx) => {
      const blog = blogById(ctx.db, article.blogId);
      return `${ctx.baseUrl}/blogs/${blog?.handle}/${article.handle}`;
    },
    trackingParameters: (parent: {trackingParameters?: string}) => parent.trackingParameters ?? null,
    metafield: () => null,
    metafields: (_article, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  },
  Metaobject: {
    id: (metaobject: MetaobjectRecord) => toGid('Metaobject', metaobject.id),
    fields: (metaobject: MetaobjectRecord, _args, ctx) =>
      metaobjectFields(ctx.db, metaobject.id).map((field) => ({...field, reference: null, references: null})),
    field: (metaobject: MetaobjectRecord, args: {key: string}, ctx) => {
      const field = metaobjectFields(ctx.db, metaobject.id).find((candidate) => candidate.key === args.key);
      return field ? {...field, reference: null, references: null} : null;
    },
    onlineStoreUrl: () => null,
    seo: () => ({title: null, description: null}),
  },
  Sitemap: {
    pagesCount: (sitemap: {type: string}, _args, ctx) => ({
      count: Math.ceil(sitemapResources(ctx, sitemap.type).length / SITEMAP_PAGE_SIZE),
      precision: 'EXACT',
    }),
    resources: (sitemap: {type: string}, args: {page: number}, ctx) => {
      const all = sitemapResources(ctx, sitemap.type);
      const start = (Math.max(args.page, 1) - 1) * SITEMAP_PAGE_SIZE;
      return {items: all.slice(start, start + SITEMAP_PAGE_SIZE), hasNextPage: start + SITEMAP_PAGE_SIZE < all.length};
    },
  },
};

function authorOf(article: ArticleRecord) {
  const name = `${article.authorFirstName} ${article.authorLastName}`;
  return {
    firstName: article.authorFirstName,
    lastName: article.authorLastName,
    name,
    email: `${article.authorFirstName.toLowerCase()}@example.com`,
    bio: null,
  };
}
