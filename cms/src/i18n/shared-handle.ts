// `handle` is one value for every language of a document: the site's language switcher keeps it.
// Strapi's i18n treats every uid field as localized, so this middleware does what it does for
// non-localized fields: a new translation takes the handle of the others, and a changed handle is
// copied to the other languages' drafts.
import type {Core} from '@strapi/strapi';
import {TYPES_WITH_SHARED_HANDLE} from '../content-model';

interface WriteParams {
  documentId?: string;
  locale?: string;
  data?: {handle?: string | null};
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function registerSharedHandle(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!TYPES_WITH_SHARED_HANDLE.includes(context.uid) || (context.action !== 'create' && context.action !== 'update')) {
      return next();
    }
    const params = context.params as WriteParams;
    const {documentId, data} = params;
    if (documentId && data && isBlank(data.handle)) {
      const sibling = await strapi.db.query(context.uid).findOne({
        where: {documentId, handle: {$notNull: true}},
        select: ['handle'],
      });
      if (sibling?.handle) data.handle = sibling.handle;
    }
    const result = await next();
    const written = result as {documentId?: string; locale?: string; handle?: string | null} | null;
    if (written?.documentId && !isBlank(written.handle)) {
      await strapi.db.query(context.uid).updateMany({
        where: {documentId: written.documentId, locale: {$ne: written.locale}, publishedAt: null},
        data: {handle: written.handle},
      });
    }
    return result;
  });
}
