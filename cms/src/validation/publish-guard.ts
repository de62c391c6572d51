// Nothing reaches the site that its schemas would refuse: every write that publishes (Publish in the
// admin panel, create or update with status "published", the seed) runs in a transaction, and the
// versions it published are checked against the content rules before it commits. A refusal is a 400
// ValidationError whose details put each message on its field in the admin panel's form, in the admin
// language of the editor who published (English for a call without one).
//
// Drafts are not checked, as Strapi itself checks neither `required` nor `regex` on a draft: a draft
// may be unfinished, only publishing it must be right.
import type {Core} from '@strapi/strapi';
import {errors} from '@strapi/utils';
import {adminLanguageOf, type AdminLanguage} from '../words/field-words';
import {contentIssues, fieldName, hasContentRules, type Issue} from './content-rules';
import {strapiRefusalWords} from './strapi-refusals';

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

/** A refusal already in the editor's words (ours), not to be worded again. */
const WORDED = 'worded';

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

function refusal(issues: (Issue & {locale: string | null})[], language: AdminLanguage): errors.ValidationError {
  const locales = new Set(issues.map(({locale}) => locale));
  const worded = issues.map((issue) => ({...issue, text: issue.message[language]}));
  const message = worded.map(({locale, text}) => (locales.size > 1 && locale ? `(${locale}) ${text}` : text)).join(' ');
  return new errors.ValidationError(message, {
    [WORDED]: true,
    errors: worded.map(({path, text}) => ({path, message: text, name: 'ValidationError'})),
  });
}

interface StrapiRefusalDetails {
  errors?: {path?: string[]; message?: string; name?: string}[];
}

/**
 * Strapi's own checks (a required field, a field's pattern, a unique value) refuse in its words:
 * "image must be defined.". The same refusal, with the field's label in the editor's language.
 */
function wordedRefusal(uid: string, error: unknown, language: AdminLanguage): unknown {
  if (!(error instanceof errors.ValidationError)) return error;
  const details = error.details as StrapiRefusalDetails & {[WORDED]?: boolean};
  if (details[WORDED] || !details.errors?.length) return error;
  const worded = details.errors.map((item) => {
    const requirement = item.path?.length ? strapiRefusalWords(item.message ?? '') : undefined;
    if (!requirement) return item;
    return {...item, message: `${fieldName(uid, item.path!)[language]} ${requirement[language]}`};
  });
  return new errors.ValidationError(worded.map(({message}) => message).join(' '), {[WORDED]: true, errors: worded});
}

/** The admin language of the person behind the current request, if an admin panel user made it. */
function editorLanguage(strapi: Core.Strapi): AdminLanguage {
  const user = strapi.requestContext.get()?.state?.user as {preferedLanguage?: string | null} | undefined;
  return adminLanguageOf(user?.preferedLanguage);
}

export function registerPublishGuard(strapi: Core.Strapi): void {
  async function assertPublishable({uid, contentType}: DocumentsContext, ids: number[], language: AdminLanguage): Promise<void> {
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
    if (issues.length > 0) throw refusal(issues, language);
  }

  strapi.documents.use(async (context, next) => {
    const ctx = context as DocumentsContext;
    // The content the duo publish; what the site's forms write keeps Strapi's messages, which it logs.
    if (!ctx.contentType.options?.draftAndPublish || !publishes(ctx)) return next();
    const language = editorLanguage(strapi);
    try {
      if (!hasContentRules(ctx.uid)) return await next();
      // Joins the caller's transaction when there is one (the admin panel's save-and-publish).
      return await strapi.db.transaction(async () => {
        const result = await next();
        await assertPublishable(ctx, publishedIds(result), language);
        return result;
      });
    } catch (error) {
      throw wordedRefusal(ctx.uid, error, language);
    }
  });
}
