import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {articlesOfBlog, articleText, blogTitle, type BlogRecord} from '../../../catalogue/shop-content.js';
import {listContent, noMetafields, type ContentListArgs} from '../content-list.js';
import type {BlogResolvers} from '../generated-resolver-types.js';
import {authorOf} from './Article.js';

export const Blog: BlogResolvers = {
  id: (blog: BlogRecord) => toGid('Blog', blog.id),
  title: (blog: BlogRecord, _args, ctx) => blogTitle(ctx.db, blog.id, localeOf(ctx)),
  articles: (blog: BlogRecord, args: ContentListArgs, ctx) =>
    listContent(articlesOfBlog(ctx.db, blog.id), args, (article) => articleText(ctx.db, article.id, localeOf(ctx)).title),
  articleByHandle: (blog: BlogRecord, args: {handle: string}, ctx) =>
    articlesOfBlog(ctx.db, blog.id).find((article) => article.handle === args.handle) ?? null,
  authors: (blog: BlogRecord, _args, ctx) => {
    const byName = new Map(articlesOfBlog(ctx.db, blog.id).map((article) => [authorOf(article).name, authorOf(article)]));
    return [...byName.values()];
  },
  seo: (blog: BlogRecord, _args, ctx) => ({title: blogTitle(ctx.db, blog.id, localeOf(ctx)), description: null}),
  onlineStoreUrl: (blog: BlogRecord, _args, ctx) => `${ctx.baseUrl}/blogs/${blog.handle}`,
  ...noMetafields,
};
