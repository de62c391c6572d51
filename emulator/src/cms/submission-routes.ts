// The writable collections: POST /api/contact-messages and /api/newsletter-subscriptions with
// `{data: {...}}`, and GET on both (API token only) so tests can read back what arrived.
import {z} from 'zod';
import {jsonResponse, type RouteContext} from '../http/routes.js';
import {
  ContactMessageInputSchema,
  NewsletterSubscriptionInputSchema,
  STRAPI_COLLECTIONS,
} from '../../../app/lib/cms/schemas.js';
import {requireApiToken} from './api-token.js';
import {parseBracketQuery} from './bracket-query.js';
import type {Entry} from './content-store.js';
import type {ContentType} from './content-types.js';
import {listBody, shapeEntry, wantsV4} from './list-response.js';
import {readJsonBody, zodIssues} from './request-body.js';
import {issuesError, methodNotAllowed, notFound, validationError} from './strapi-errors.js';
import {
  insertContactMessage,
  listContactMessages,
  listNewsletterSubscriptions,
  subscribe,
} from './submission-store.js';

interface Submission {
  type: ContentType;
  fields: string[];
  create(ctx: RouteContext, data: unknown): Entry;
  list(ctx: RouteContext): Entry[];
}

function parseWith<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw issuesError(zodIssues(parsed.error));
  return parsed.data;
}

const collection = (path: string): ContentType => ({path, kind: 'collection', populatable: {}});

const SUBMISSIONS = new Map<string, Submission>([
  [
    STRAPI_COLLECTIONS.contactMessages,
    {
      type: collection(STRAPI_COLLECTIONS.contactMessages),
      fields: Object.keys(ContactMessageInputSchema.shape),
      create: (ctx, data) => insertContactMessage(ctx.db, parseWith(ContactMessageInputSchema, data), ctx.now()),
      list: (ctx) => listContactMessages(ctx.db),
    },
  ],
  [
    STRAPI_COLLECTIONS.newsletterSubscriptions,
    {
      type: collection(STRAPI_COLLECTIONS.newsletterSubscriptions),
      fields: Object.keys(NewsletterSubscriptionInputSchema.shape),
      create: (ctx, data) => subscribe(ctx.db, parseWith(NewsletterSubscriptionInputSchema, data), ctx.now()),
      list: (ctx) => listNewsletterSubscriptions(ctx.db),
    },
  ],
]);

const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'];

async function create(request: Request, ctx: RouteContext, target: Submission): Promise<Response> {
  const body = await readJsonBody(request);
  const data = typeof body === 'object' && body !== null ? (body as {data?: unknown}).data : undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw validationError('Missing "data" payload in the request body');
  }
  const unknownKeys = Object.keys(data).filter((key) => !target.fields.includes(key));
  if (unknownKeys.length > 0) {
    throw issuesError(unknownKeys.map((key) => ({path: [key], message: `Invalid key ${key}`, name: 'ValidationError'})));
  }
  const entry = target.create(ctx, data);
  const shaped = shapeEntry(entry, {type: target.type, query: {}, locale: 'en', v4: wantsV4(request), fields: new Set()});
  return jsonResponse({data: shaped, meta: {}}, 201);
}

export async function submissionRoutes(request: Request, segments: string[], ctx: RouteContext): Promise<Response | null> {
  const target = SUBMISSIONS.get(segments[0]);
  if (!target || segments.length > 2) return null;
  requireApiToken(request, ctx.now());
  if (request.method === 'POST' && segments.length === 1) return create(request, ctx, target);
  if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed();

  const query = parseBracketQuery(new URL(request.url).searchParams);
  const list = {
    type: target.type,
    query,
    locale: 'en',
    v4: wantsV4(request),
    fields: new Set([...SYSTEM_FIELDS, ...target.fields]),
  };
  const entries = target.list(ctx);
  if (segments.length === 2) {
    const entry = entries.find((candidate) => candidate.documentId === segments[1]);
    if (!entry) throw notFound();
    return jsonResponse({data: shapeEntry(entry, list), meta: {}});
  }
  return jsonResponse(listBody(entries, list));
}
