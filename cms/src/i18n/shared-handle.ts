// `handle` is one value for every language of a document: the site's language switcher keeps it.
// Strapi's i18n treats every uid field as localized, so this middleware keeps it shared: a new
// translation takes the handle of the others, a changed handle is copied to the other languages'
// drafts, and publishing one language moves the others' published handle along.
import type {Core} from '@strapi/strapi';
import {TYPES_WITH_SHARED_HANDLE} from '../content-model';

interface WriteParams {
  documentId?: string;
  data?: {handle?: string | null};
}

interface Written {
  documentId?: string;
  locale?: string;
  handle?: string | null;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function registerSharedHandle(strapi: Core.Strapi): void {
  const copyToOtherLocales = async (uid: string, entry: Written | null | undefined, published: boolean) => {
    if (!entry?.documentId || isBlank(entry.handle)) return;
    await strapi.db.query(uid as never).updateMany({
      where: {documentId: entry.documentId, locale: {$ne: entry.locale}, publishedAt: published ? {$notNull: true} : null},
      data: {handle: entry.handle},
    });
  };

  strapi.documents.use(async (context, next) => {
    if (!TYPES_WITH_SHARED_HANDLE.includes(context.uid)) return next();
    if (context.action === 'publish') {
      const result = await next();
      for (const entry of (result as {entries?: Written[]} | null)?.entries ?? []) {
        await copyToOtherLocales(context.uid, entry, true);
      }
      return result;
    }
    if (context.action !== 'create' && context.action !== 'update') return next();

    const {documentId, data} = context.params as WriteParams;
    if (documentId && data && isBlank(data.handle)) {
      const sibling = await strapi.db.query(context.uid).findOne({
        where: {documentId, handle: {$notNull: true}},
        select: ['handle'],
      });
      if (sibling?.handle) data.handle = sibling.handle;
    }
    const result = await next();
    const written = result as (Written & {publishedAt?: string | null}) | null;
    await copyToOtherLocales(context.uid, written, false);
    // `update` with status "published" publishes inside the service, past this middleware.
    if (written?.publishedAt) await copyToOtherLocales(context.uid, written, true);
    return result;
  });
}
