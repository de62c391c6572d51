// GET /api/{collection}, /api/{collection}/{documentId} and the single type /api/home-page, served from
// content/. No language falls back to another: a missing locale is a 404 for a single type, [] for a list.
import {jsonResponse} from '../http/route-handler.js';
import {hasPreviewToken, requireReader} from './api-token.js';
import {parseBracketQuery} from './bracket-query.js';
import {entriesIn, readEntries, type Status} from './content-store.js';
import {CONTENT_TYPES, type ContentType} from './content-model.js';
import {listBody, shapeEntry, wantsV4, type ListRequest} from './list-response.js';
import {forbidden, methodNotAllowed, notFound, validationError} from './strapi-errors.js';

const DEFAULT_LOCALE = 'en';
const SYSTEM_FIELDS = ['id', 'documentId', 'locale', 'createdAt', 'updatedAt', 'publishedAt'];

function fieldNames(type: ContentType, locale: string): Set<string> {
  const names = new Set([...SYSTEM_FIELDS, ...Object.keys(type.populatable)]);
  for (const entry of [...readEntries(type.path, DEFAULT_LOCALE), ...readEntries(type.path, locale)]) {
    for (const name of Object.keys(entry)) names.add(name);
  }
  return names;
}

export function contentRoutes(request: Request, segments: string[], now: Date): Response | null {
  const type = CONTENT_TYPES.get(segments[0]);
  if (!type || segments.length > 2) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed();
  const search = new URL(request.url).searchParams;
  // As the CMS project does it: a draft read by anyone but the preview token is refused before the token
  // is even looked at.
  const drafts = asksForDrafts(search);
  if (drafts && !hasPreviewToken(request)) throw forbidden();
  requireReader(request, now, {drafts});
  const status = drafts ? draftStatus(search) : 'published';

  const query = parseBracketQuery(search);
  if (query.locale !== undefined && typeof query.locale !== 'string') throw validationError('Invalid locale parameter');
  const locale = query.locale ?? DEFAULT_LOCALE;
  const list: ListRequest = {type, query, locale, v4: wantsV4(request), fields: fieldNames(type, locale)};

  if (type.kind === 'single') {
    if (segments.length > 1) return null;
    const [entry] = entriesIn(type.path, locale, status);
    if (entry === undefined) throw notFound();
    return jsonResponse({data: shapeEntry(entry, list), meta: {}});
  }
  const entries = entriesIn(type.path, locale, status);
  if (segments.length === 2) {
    const entry = entries.find((candidate) => candidate.documentId === segments[1]);
    if (!entry) throw notFound();
    return jsonResponse({data: shapeEntry(entry, list), meta: {}});
  }
  return jsonResponse(listBody(entries, list));
}

/** Anything but published versions, by `status` (v5) or `publicationState` (v4). */
function asksForDrafts(search: URLSearchParams): boolean {
  const status = search.getAll('status');
  const publicationState = search.getAll('publicationState');
  return status.some((value) => value !== 'published') || publicationState.some((value) => value !== 'live');
}

function draftStatus(search: URLSearchParams): Status {
  const status = search.getAll('status');
  const publicationState = search.getAll('publicationState');
  if (status.length === 0 && publicationState.every((value) => value === 'preview')) return 'draft';
  if (status.length === 1 && status[0] === 'draft' && publicationState.length === 0) return 'draft';
  throw validationError('Invalid status parameter');
}
