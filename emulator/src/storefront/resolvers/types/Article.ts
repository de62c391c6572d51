import {imageById} from '../../../catalogue/catalogue-store.js';
import {paginate, type PageArgs} from '../../cursor-connections.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {articleText, blogById, type ArticleRecord} from '../../../catalogue/shop-content.js';
import {htmlToText, truncateText} from '../../../catalogue/plain-text.js';
import {noMetafields} from '../content-list.js';
import type {ArticleResolvers} from '../generated-resolver-types.js';

const text = (ctx: EmulatorContext, article: ArticleRecord) => articleText(ctx.db, article.id, localeOf(ctx));

export function authorOf(article: ArticleRecord) {
  return {
    firstName: article.authorFirstName,
    lastName: article.authorLastName,
    name: `${article.authorFirstName} ${article.authorLastName}`,
    email: `${article.authorFirstName.toLowerCase()}@example.com`,
    bio: null,
  };
}

export const Article: ArticleResolvers = {
  id: (article: ArticleRecord) => toGid('Article', article.id),
  title: (article: ArticleRecord, _args, ctx) => text(ctx, article).title,
  contentHtml: (article: ArticleRecord, _args, ctx) => text(ctx, article).contentHtml,
  content: (article: ArticleRecord, args: {truncateAt?: number | null}, ctx) =>
    truncateText(htmlToText(text(ctx, article).contentHtml), args.truncateAt),
  excerptHtml: (article: ArticleRecord, _args, ctx) => text(ctx, article).excerptHtml,
  excerpt: (article: ArticleRecord, args: {truncateAt?: number | null}, ctx) =>
    truncateText(htmlToText(text(ctx, article).excerptHtml), args.truncateAt),
  author: (article: ArticleRecord) => authorOf(article),
  authorV2: (article: ArticleRecord) => authorOf(article),
  blog: (article: ArticleRecord, _args, ctx) => {
    const blog = blogById(ctx.db, article.blogId);
    if (!blog) throw new Error(`Article ${article.id} has no blog ${article.blogId}`);
    return blog;
  },
  image: (article: ArticleRecord, _args, ctx) => {
    const image = article.imageId === null ? null : imageById(ctx.db, article.imageId);
    return image ? {...image, gidType: 'ArticleImage'} : null;
  },
  tags: (article: ArticleRecord) => JSON.parse(article.tags) as string[],
  // Comments are not modelled: every article has none.
  comments: (_article: ArticleRecord, args: PageArgs) => paginate([], args, () => ''),
  seo: (article: ArticleRecord, _args, ctx) => ({title: text(ctx, article).title, description: null}),
  onlineStoreUrl: (article: ArticleRecord, _args, ctx) =>
    `${ctx.baseUrl}/blogs/${blogById(ctx.db, article.blogId)?.handle}/${article.handle}`,
  trackingParameters: (article: ArticleRecord) => article.trackingParameters ?? null,
  ...noMetafields,
};
