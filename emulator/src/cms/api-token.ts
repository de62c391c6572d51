// Who is calling: the site's token (`CMS_API_TOKEN`), its preview token (`CMS_PREVIEW_TOKEN`), the inbox
// token (`CMS_INBOX_TOKEN`) or a signed-in
// user's jwt, and what each may do (docs/cms.md, "Who may do what"). Like Strapi, no token on a
// protected route and a token without the permission are 403s; a token it does not know is a 401.
import {timingSafeEqual} from 'node:crypto';
import {cmsConfig} from './cms-config.js';
import {verifyUserJwt} from './jwt.js';
import {CONTACT_MESSAGES, NEWSLETTER_SUBSCRIPTIONS} from './submission-model.js';
import {forbidden, unauthorized} from './strapi-errors.js';

export type Caller =
  | {kind: 'api-token'}
  | {kind: 'preview-token'}
  | {kind: 'inbox-token'}
  | {kind: 'user'; userId: number};

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

function sameToken(expected: string, token: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request carries the preview token, checked before anything else on a draft read. */
export function hasPreviewToken(request: Request): boolean {
  const token = bearerToken(request);
  return token !== null && sameToken(cmsConfig().previewToken, token);
}

export function identifyCaller(request: Request, now: Date): Caller | null {
  const token = bearerToken(request);
  if (token === null) return null;
  const config = cmsConfig();
  if (sameToken(config.apiToken, token)) return {kind: 'api-token'};
  if (sameToken(config.previewToken, token)) return {kind: 'preview-token'};
  if (sameToken(config.inboxToken, token)) return {kind: 'inbox-token'};
  const userId = verifyUserJwt(token, now);
  if (userId === null) throw unauthorized();
  return {kind: 'user', userId};
}

/** Content reads: the site's tokens or any signed-in user; drafts only with the preview token. */
export function requireReader(request: Request, now: Date, {drafts = false} = {}): Caller {
  const caller = identifyCaller(request, now);
  if (caller?.kind !== 'api-token' && caller?.kind !== 'preview-token' && caller?.kind !== 'user') throw forbidden();
  if (drafts && caller.kind !== 'preview-token') throw forbidden();
  return caller;
}

/** An action on a private collection, as Strapi names permissions: `find`, `findOne`, `create`, … */
export type SubmissionAction = 'find' | 'findOne' | 'create' | 'update' | 'delete' | 'confirm' | 'unsubscribe';

const SUBMISSION_PERMISSIONS: Record<Caller['kind'], ReadonlySet<string>> = {
  'api-token': new Set([
    `${CONTACT_MESSAGES}.create`,
    `${NEWSLETTER_SUBSCRIPTIONS}.create`,
    `${NEWSLETTER_SUBSCRIPTIONS}.confirm`,
    `${NEWSLETTER_SUBSCRIPTIONS}.unsubscribe`,
  ]),
  'preview-token': new Set(),
  'inbox-token': new Set([
    `${CONTACT_MESSAGES}.find`,
    `${CONTACT_MESSAGES}.findOne`,
    `${NEWSLETTER_SUBSCRIPTIONS}.find`,
    `${NEWSLETTER_SUBSCRIPTIONS}.findOne`,
  ]),
  user: new Set(),
};

/** 403 unless the caller holds the permission; 401 for a token nobody issued. */
export function requirePermission(request: Request, now: Date, collection: string, action: SubmissionAction): void {
  const caller = identifyCaller(request, now);
  if (!caller || !SUBMISSION_PERMISSIONS[caller.kind].has(`${collection}.${action}`)) throw forbidden();
}
