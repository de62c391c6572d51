// GET /api/{collection}, /api/{collection}/{documentId} and the single type /api/home-page, served from
// content/. No language falls back to another: a missing locale is a 404 for a single type, [] for a list.
import {jsonResponse} from '../http/route-handler.js';
import {requireReader} from './api-token.js';
import {parseBracketQuery} from './bracket-query.js';
import {readContent, readEntries, type Entry} from './content-store.js';
import {CONTENT_TYPES, type ContentType} from './content-model.js';
import {listBody, shapeEntry, wantsV4, type ListRequest} from './list-response.js';
import {methodNotAllowed, notFound, validationError} from './strapi-errors.js';

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
  requireReader(request, now);

  const query = parseBracketQuery(new URL(request.url).searchParams);
  if (query.locale !== undefined && typeof query.locale !== 'string') throw validationError('Invalid locale parameter');
  const locale = query.locale ?? DEFAULT_LOCALE;
  const list: ListRequest = {type, query, locale, v4: wantsV4(request), fields: fieldNames(type, locale)};

  if (type.kind === 'single') {
    if (segments.length > 1) return null;
    const entry = readContent(type.path, locale);
    if (entry === undefined) throw notFound();
    return jsonResponse({data: shapeEntry(entry as Entry, list), meta: {}});
  }
  const entries = readEntries(type.path, locale);
  if (segments.length === 2) {
    const entry = entries.find((candidate) => candidate.documentId === segments[1]);
    if (!entry) throw notFound();
    return jsonResponse({data: shapeEntry(entry, list), meta: {}});
  }
  return jsonResponse(listBody(entries, list));
}
