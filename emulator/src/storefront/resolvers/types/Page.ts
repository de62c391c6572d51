import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {pageText, type PageRecord} from '../../../catalogue/shop-content.js';
import {htmlToText, truncateText} from '../../../catalogue/plain-text.js';
import {noMetafields} from '../content-list.js';
import type {PageResolvers} from '../generated-resolver-types.js';

const text = (ctx: EmulatorContext, page: PageRecord) => pageText(ctx.db, page.id, localeOf(ctx));

export const Page: PageResolvers = {
  id: (page: PageRecord) => toGid('Page', page.id),
  title: (page: PageRecord, _args, ctx) => text(ctx, page).title,
  body: (page: PageRecord, _args, ctx) => text(ctx, page).body,
  bodySummary: (page: PageRecord, _args, ctx) => truncateText(htmlToText(text(ctx, page).body), 150),
  seo: (page: PageRecord, _args, ctx) => ({title: text(ctx, page).title, description: htmlToText(text(ctx, page).body)}),
  onlineStoreUrl: (page: PageRecord, _args, ctx) => `${ctx.baseUrl}/pages/${page.handle}`,
  trackingParameters: (page: PageRecord) => page.trackingParameters ?? null,
  ...noMetafields,
};
