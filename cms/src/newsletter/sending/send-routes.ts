// The admin panel's newsletter buttons, as admin routes (signed-in admins only):
//   GET  /admin/newsletter-sends/:documentId        the send's progress (or `null` before it is sent)
//   POST /admin/newsletter-sends/:documentId        sends it to every confirmed subscriber, once
//   POST /admin/newsletter-sends/:documentId/test   sends one language version to the signed-in admin
// Sending is for the Super Admin and Editors; an Author prepares newsletters but does not send them.
import type {Core} from '@strapi/strapi';
import {DEFAULT_LOCALE, isLocale, NEWSLETTER, NEWSLETTER_SUBSCRIPTION} from '../../content-model';
import {newToken} from '../tokens';
import {sendProgress, startSend} from './delivery-store';
import {composeMail, loadFooters, loadVersions, problemWith, unsubscribeLink, versionFor} from './newsletter-mail';
import {wakeSendQueue} from './send-queue';

export const SENDING_ROLES: readonly string[] = ['strapi-super-admin', 'strapi-editor'];

interface AdminContext {
  params: {documentId: string};
  query: Record<string, unknown>;
  state: {
    user?: {email: string; roles?: {code: string}[]};
    userAbility?: {can(action: string, subject: string): boolean};
  };
  status: number;
  body: unknown;
}

function answerError(ctx: AdminContext, status: number, name: string, message: string): void {
  ctx.status = status;
  ctx.body = {data: null, error: {status, name, message, details: {}}};
}

const mayRead = (ctx: AdminContext) => ctx.state.userAbility?.can('plugin::content-manager.explorer.read', NEWSLETTER) === true;
const maySend = (ctx: AdminContext) => mayRead(ctx) && (ctx.state.user?.roles ?? []).some(({code}) => SENDING_ROLES.includes(code));

async function progress(strapi: Core.Strapi, ctx: AdminContext): Promise<void> {
  if (!mayRead(ctx)) return answerError(ctx, 403, 'ForbiddenError', 'Forbidden');
  ctx.body = {data: await sendProgress(strapi, ctx.params.documentId), meta: {}};
}

async function send(strapi: Core.Strapi, ctx: AdminContext): Promise<void> {
  if (!maySend(ctx)) return answerError(ctx, 403, 'ForbiddenError', 'Only the Super Admin and Editors send newsletters.');
  const {documentId} = ctx.params;
  const versions = await loadVersions(strapi, documentId);
  if (versions.size === 0) return answerError(ctx, 404, 'NotFoundError', 'There is no such newsletter.');
  const problem = problemWith(versions);
  if (problem) return answerError(ctx, 400, 'ValidationError', problem);
  const recipients = (await strapi.db.query(NEWSLETTER_SUBSCRIPTION).findMany({
    where: {state: 'confirmed'},
    select: ['email', 'language'],
    orderBy: {id: 'asc'},
  })) as {email: string; language: string}[];
  const queued = await startSend(strapi, documentId, recipients, new Date());
  if (queued === null) return answerError(ctx, 409, 'ConflictError', 'This newsletter was sent already: it goes to each subscriber once.');
  strapi.log.info(`[newsletter] ${documentId}: sending to ${queued} subscriber(s), by ${ctx.state.user?.email}`);
  wakeSendQueue();
  ctx.status = 202;
  ctx.body = {data: await sendProgress(strapi, documentId), meta: {}};
}

/** One language version to the admin's own address; its unsubscribe link is a real one that leads nowhere. */
async function sendTest(strapi: Core.Strapi, ctx: AdminContext): Promise<void> {
  if (!maySend(ctx)) return answerError(ctx, 403, 'ForbiddenError', 'Only the Super Admin and Editors send newsletters.');
  const to = ctx.state.user?.email;
  if (!to) return answerError(ctx, 403, 'ForbiddenError', 'Forbidden');
  const versions = await loadVersions(strapi, ctx.params.documentId);
  if (versions.size === 0) return answerError(ctx, 404, 'NotFoundError', 'There is no such newsletter.');
  const problem = problemWith(versions);
  if (problem) return answerError(ctx, 400, 'ValidationError', problem);
  const locale = isLocale(ctx.query.locale) ? ctx.query.locale : DEFAULT_LOCALE;
  const version = versionFor(versions, locale);
  const footers = await loadFooters(strapi);
  const mail = composeMail(version, footers[version.locale], unsubscribeLink(version.locale, newToken().token));
  try {
    await strapi.plugin('email').service('email').send({to, ...mail, subject: `[Test] ${mail.subject}`});
  } catch (error) {
    strapi.log.error(`[newsletter] test mail to ${to} not sent: ${(error as Error).message}`);
    return answerError(ctx, 502, 'MailError', `The mail server did not take the mail: ${(error as Error).message}`);
  }
  ctx.body = {data: {to, locale: version.locale}, meta: {}};
}

export function registerSendRoutes(strapi: Core.Strapi): void {
  const config = {policies: ['admin::isAuthenticatedAdmin']};
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {method: 'GET', path: '/newsletter-sends/:documentId', handler: (ctx: AdminContext) => progress(strapi, ctx), config},
      {method: 'POST', path: '/newsletter-sends/:documentId', handler: (ctx: AdminContext) => send(strapi, ctx), config},
      {method: 'POST', path: '/newsletter-sends/:documentId/test', handler: (ctx: AdminContext) => sendTest(strapi, ctx), config},
    ],
  } as never);
}
