// Strapi's REST API hands drafts (`status=draft`, or v4's `publicationState=preview`) to any caller that
// may read a type: the site's own token, a signed-in site user. Only the preview token may, so that what
// is not published stays off every page a visitor can reach. A global middleware, placed after the query
// parser and before Strapi's authentication, which refuses here with the 403 Strapi gives a forbidden call.
import {createHash, timingSafeEqual} from 'node:crypto';
import type {Core} from '@strapi/strapi';

interface Context {
  path: string;
  query: Record<string, unknown>;
  status: number;
  body: unknown;
  get(header: string): string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the query asks for anything but published versions. */
export function asksForDrafts(query: Record<string, unknown>): boolean {
  const {status, publicationState} = query;
  return (status !== undefined && status !== 'published') || (publicationState !== undefined && publicationState !== 'live');
}

/** The bearer key equals the preview token's, compared in constant time. */
export function isPreviewKey(authorization: string, previewKey: string | undefined): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match || !previewKey) return false;
  return timingSafeEqual(digest(match[1]!), digest(previewKey));
}

export default (_config: unknown, {strapi}: {strapi: Core.Strapi}) => {
  const prefix = `${strapi.config.get('api.rest.prefix', '/api')}/`;
  return async (ctx: Context, next: () => Promise<unknown>) => {
    if (!ctx.path.startsWith(prefix) || !asksForDrafts(ctx.query)) return next();
    if (isPreviewKey(ctx.get('Authorization'), process.env.CMS_PREVIEW_TOKEN)) return next();
    ctx.status = 403;
    ctx.body = {data: null, error: {status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {}}};
  };
};
