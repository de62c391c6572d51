// Nothing reaches the site that its schemas would refuse: every write that publishes (Publish in the
// admin panel, create or update with status "published", the seed) runs in a transaction, and the
// versions it published are checked against the content rules before it commits. A refusal is a 400
// ValidationError whose details put each message on its field in the admin panel's form.
//
// Drafts are not checked, as Strapi itself checks neither `required` nor `regex` on a draft: a draft
// may be unfinished, only publishing it must be right.
import type {Core} from '@strapi/strapi';
import {errors} from '@strapi/utils';
import {contentIssues, hasContentRules, type Issue} from './content-rules';

interface Written {
  id?: number;
  locale?: string | null;
  publishedAt?: unknown;
}

interface DocumentsContext {
  uid: string;
  action: string;
  params: unknown;
  contentType: {options?: {draftAndPublish?: boolean}; attributes: Record<string, {type: string}>};
}

function publishes({action, params, contentType}: DocumentsContext): boolean {
  if (action === 'publish') return true;
  if (action !== 'create' && action !== 'update') return false;
  return (params as {status?: string} | undefined)?.status === 'published' || !contentType.options?.draftAndPublish;
}

/** The published versions in what `publish` (`{entries}`), `create` or `update` (one entry) return. */
function publishedIds(result: unknown): number[] {
  const entries = ((result as {entries?: unknown} | null)?.entries ?? [result]) as (Written | null)[];
  return entries.flatMap((entry) => (entry?.id !== undefined && entry.publishedAt ? [entry.id] : []));
}

function refusal(issues: (Issue & {locale: string | null})[]): errors.ValidationError {
  const locales = new Set(issues.map(({locale}) => locale));
  const message = issues
    .map(({locale, message}) => (locales.size > 1 && locale ? `(${locale}) ${message}` : message))
    .join(' ');
  return new errors.ValidationError(message, {
    errors: issues.map(({path, message}) => ({path, message, name: 'ValidationError'})),
  });
}

export function registerPublishGuard(strapi: Core.Strapi): void {
  async function assertPublishable({uid, contentType}: DocumentsContext, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const {attributes} = contentType;
    const components = Object.keys(attributes).filter((name) => attributes[name]?.type === 'component');
    const entries = (await strapi.db.query(uid as never).findMany({
      where: {id: {$in: ids}},
      populate: components,
    })) as (Record<string, unknown> & {locale?: string | null})[];
    const issues = entries.flatMap((entry) =>
      contentIssues(uid, entry).map((issue) => ({...issue, locale: entry.locale ?? null})),
    );
    if (issues.length > 0) throw refusal(issues);
  }

  strapi.documents.use(async (context, next) => {
    const ctx = context as DocumentsContext;
    if (!hasContentRules(ctx.uid) || !publishes(ctx)) return next();
    // Joins the caller's transaction when there is one (the admin panel's save-and-publish).
    return strapi.db.transaction(async () => {
      const result = await next();
      await assertPublishable(ctx, publishedIds(result));
      return result;
    });
  });
}
