// Dates, places, links and images are one value for every language (`localized: false` in the
// schemas); before that they were entered per language and may have drifted apart. On start, each
// document whose languages disagree takes its English values (its first language's when it has no
// English), draft and published apart, through i18n's own sync: translated fields are never written.
import type {Core, UID} from '@strapi/strapi';
import {DEFAULT_LOCALE, LOCALES, READABLE_TYPES} from '../content-model';

type Row = {id: number; documentId: string; locale: string; publishedAt: string | null} & Record<string, unknown>;

interface I18nContentTypes {
  isLocalizedContentType(model: unknown): boolean;
  getNonLocalizedAttributes(model: unknown): string[];
  getNestedPopulateOfNonLocalizedAttributes(uid: string): string[];
  copyNonLocalizedAttributes(model: unknown, entry: unknown): Record<string, unknown>;
}

interface I18nLocalizations {
  syncNonLocalizedAttributes(entry: Row, model: unknown): Promise<void>;
}

const i18nServices = (strapi: Core.Strapi) => ({
  contentTypes: strapi.plugin('i18n').service('content-types') as unknown as I18nContentTypes,
  localizations: strapi.plugin('i18n').service('localizations') as unknown as I18nLocalizations,
});

/**
 * Publishing one language publishes its shared fields in the others. i18n's own middleware decides
 * whether to sync by comparing with "the" document's first row, which the draft save just before
 * (content manager: save, then publish) has already synced, so the other languages' published
 * versions kept the old date. Syncing every publish is idempotent.
 */
export function registerSharedFieldsOnPublish(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const published = context.action === 'publish' || (context.action === 'update' && (context.params as {status?: string}).status === 'published');
    if (!published) return result;
    const {contentTypes, localizations} = i18nServices(strapi);
    const model = strapi.getModel(context.uid);
    if (!contentTypes.isLocalizedContentType(model) || contentTypes.getNonLocalizedAttributes(model).length === 0) return result;
    const written = result as {entries?: {documentId?: string; locale?: string}[]; documentId?: string; locale?: string} | null;
    const entries = written?.entries ?? (written?.documentId ? [written] : []);
    const populate = contentTypes.getNestedPopulateOfNonLocalizedAttributes(context.uid);
    for (const {documentId, locale} of entries) {
      if (!documentId || !locale) continue;
      const entry = (await strapi.db.query(context.uid).findOne({where: {documentId, locale, publishedAt: {$notNull: true}}, populate})) as Row | null;
      if (entry) await localizations.syncNonLocalizedAttributes(entry, model);
    }
    return result;
  });
}

const localeRank = (locale: string) => {
  const rank = [DEFAULT_LOCALE, ...LOCALES.filter((code) => code !== DEFAULT_LOCALE)].indexOf(locale as never);
  return rank === -1 ? LOCALES.length : rank;
};

/** Aligns the shared fields of every document; returns how many documents (per status) it changed. */
export async function alignSharedFields(strapi: Core.Strapi): Promise<number> {
  const {contentTypes, localizations} = i18nServices(strapi);
  let aligned = 0;
  for (const {uid} of READABLE_TYPES) {
    const model = strapi.getModel(uid as UID.ContentType);
    if (!contentTypes.isLocalizedContentType(model) || contentTypes.getNonLocalizedAttributes(model).length === 0) continue;
    const populate = contentTypes.getNestedPopulateOfNonLocalizedAttributes(uid);
    const rows = (await strapi.db.query(uid).findMany({populate})) as Row[];

    const versions = new Map<string, Row[]>();
    for (const row of rows) {
      const key = `${row.documentId}:${row.publishedAt ? 'published' : 'draft'}`;
      versions.set(key, [...(versions.get(key) ?? []), row]);
    }
    for (const siblings of versions.values()) {
      if (siblings.length < 2) continue;
      const [source, ...others] = siblings.sort((a, b) => localeRank(a.locale) - localeRank(b.locale));
      const shared = JSON.stringify(contentTypes.copyNonLocalizedAttributes(model, source));
      if (others.every((other) => JSON.stringify(contentTypes.copyNonLocalizedAttributes(model, other)) === shared)) continue;
      await localizations.syncNonLocalizedAttributes(source!, model);
      aligned += 1;
    }
  }
  if (aligned > 0) strapi.log.info(`[i18n] shared fields aligned on the default language in ${aligned} document versions`);
  return aligned;
}
