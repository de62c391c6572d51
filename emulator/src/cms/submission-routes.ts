// The private collections: contact messages (Strapi's own create, then a notification mail) and
// newsletter subscriptions (custom create, confirm and unsubscribe), each body `{data: {...}}`. Only the
// inbox token reads them back (find, findOne, with the content routes' query options); nobody updates or
// deletes them over the API.
import {storeMail} from '../commerce/mail-store.js';
import {jsonResponse, type RouteContext} from '../http/route-handler.js';
import {requirePermission, type SubmissionAction} from './api-token.js';
import {parseBracketQuery} from './bracket-query.js';
import {cmsConfig} from './cms-config.js';
import {contactNotificationMail} from './cms-mails.js';
import type {ContentType} from './content-model.js';
import type {Entry} from './content-store.js';
import {listBody, shapeEntry, wantsV4, type ListRequest} from './list-response.js';
import {confirm, signUp, unsubscribe} from './newsletter.js';
import {withIdempotencyKey} from './idempotency.js';
import {readJsonBody} from './request-body.js';
import {methodNotAllowed, notFound, StrapiError, validationError} from './strapi-errors.js';
import {validate} from './strapi-validation.js';
import {
  BODY_KEYS,
  CONTACT_MESSAGES,
  ContactMessageBody,
  NEWSLETTER_SUBSCRIPTIONS,
  newsletterSignUpBody,
  publicAttributes,
  TokenBody,
  type SubmissionCollection,
} from './submission-model.js';
import {insertContactMessage, listContactMessages, listNewsletterSubscriptions} from './submission-store.js';

/** `data` of a write's body, with no key but `allowed` (Strapi refuses the first unknown one). */
async function readData(request: Request, allowed: string[]): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request);
  const data = typeof body === 'object' && body !== null ? (body as {data?: unknown}).data : undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw validationError('Missing "data" payload in the request body');
  }
  const unknown = Object.keys(data).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw new StrapiError(400, 'ValidationError', `Invalid key ${unknown}`, {key: unknown});
  return data as Record<string, unknown>;
}

async function createContactMessage(request: Request, ctx: RouteContext): Promise<Response> {
  const input = validate(ContactMessageBody, await readData(request, BODY_KEYS.contactMessage));
  const entry = ctx.db.transaction(() => {
    const stored = insertContactMessage(ctx.db, input, ctx.now());
    storeMail(ctx.db, contactNotificationMail({...input, documentId: String(stored.documentId)}), ctx.now());
    return stored;
  })();
  const shaped = shapeEntry(entry, readRequest(request, CONTACT_MESSAGES, {}));
  return jsonResponse({data: shaped, meta: {}}, 201);
}

async function signUpForNewsletter(request: Request, ctx: RouteContext): Promise<Response> {
  const data = await readData(request, BODY_KEYS.newsletterSignUp);
  const input = validate(newsletterSignUpBody(cmsConfig().siteOrigins), data);
  return jsonResponse({data: signUp(ctx.db, input, ctx.now()), meta: {}}, 202);
}

async function followLink(request: Request, ctx: RouteContext, action: 'confirm' | 'unsubscribe'): Promise<Response> {
  const {token} = validate(TokenBody, await readData(request, BODY_KEYS.token));
  const result = action === 'confirm' ? confirm(ctx.db, token, ctx.now()) : unsubscribe(ctx.db, token, ctx.now());
  return jsonResponse({data: result, meta: {}});
}

const LISTS: Record<SubmissionCollection, (ctx: RouteContext) => Entry[]> = {
  [CONTACT_MESSAGES]: (ctx) => listContactMessages(ctx.db),
  [NEWSLETTER_SUBSCRIPTIONS]: (ctx) => listNewsletterSubscriptions(ctx.db),
};

const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'];

function readRequest(request: Request, collection: SubmissionCollection, query: ListRequest['query']): ListRequest {
  const type: ContentType = {path: collection, kind: 'collection', populatable: {}};
  return {
    type,
    query,
    locale: 'en',
    v4: wantsV4(request),
    fields: new Set([...SYSTEM_FIELDS, ...publicAttributes(collection)]),
  };
}

function read(request: Request, ctx: RouteContext, collection: SubmissionCollection, documentId?: string): Response {
  const list = readRequest(request, collection, parseBracketQuery(new URL(request.url).searchParams));
  const entries = LISTS[collection](ctx);
  if (documentId === undefined) return jsonResponse(listBody(entries, list));
  const entry = entries.find((candidate) => candidate.documentId === documentId);
  if (!entry) throw notFound();
  return jsonResponse({data: shapeEntry(entry, list), meta: {}});
}

const CUSTOM_ACTIONS: Partial<Record<SubmissionCollection, ReadonlyArray<'confirm' | 'unsubscribe'>>> = {
  [NEWSLETTER_SUBSCRIPTIONS]: ['confirm', 'unsubscribe'],
};

/** The route a request takes, as Strapi's router matches it; null when the method has none there. */
function actionOf(collection: SubmissionCollection, method: string, rest: string | undefined): SubmissionAction | null {
  const reading = method === 'GET' || method === 'HEAD';
  if (rest === undefined) return reading ? 'find' : method === 'POST' ? 'create' : null;
  const custom = CUSTOM_ACTIONS[collection]?.find((action) => action === rest);
  if (custom && method === 'POST') return custom;
  if (reading) return 'findOne';
  if (method === 'PUT') return 'update';
  if (method === 'DELETE') return 'delete';
  return null;
}

function isSubmissionCollection(path: string | undefined): path is SubmissionCollection {
  return path === CONTACT_MESSAGES || path === NEWSLETTER_SUBSCRIPTIONS;
}

export async function submissionRoutes(request: Request, segments: string[], ctx: RouteContext): Promise<Response | null> {
  const collection = segments[0];
  if (!isSubmissionCollection(collection) || segments.length > 2) return null;
  const action = actionOf(collection, request.method, segments[1]);
  if (!action) throw methodNotAllowed();
  // Strapi checks the permission before it looks at the body or the entry.
  requirePermission(request, ctx.now(), collection, action);
  switch (action) {
    case 'find':
      return read(request, ctx, collection);
    case 'findOne':
      return read(request, ctx, collection, segments[1]);
    case 'create':
      return withIdempotencyKey(request, ctx.db, ctx.now(), () =>
        collection === CONTACT_MESSAGES ? createContactMessage(request, ctx) : signUpForNewsletter(request, ctx),
      );
    case 'confirm':
    case 'unsubscribe':
      return withIdempotencyKey(request, ctx.db, ctx.now(), () => followLink(request, ctx, action));
    default:
      // update and delete: nobody holds these over the API, so requirePermission has already refused.
      throw methodNotAllowed();
  }
}
