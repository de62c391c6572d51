// One list or entry answer for every collection: filters, sort, pagination, fields and populate, then
// the v5 flat shape or, on `Strapi-Response-Format: v4`, the v4 one.
import type {QueryObject} from './bracket-query.js';
import type {Entry} from './content-store.js';
import type {ContentType} from './content-model.js';
import {filterEntries} from './entry-filters.js';
import {projectEntry} from './entry-projection.js';
import {sortEntries} from './entry-sort.js';
import {paginate} from './pagination.js';
import {entryToV4} from './v4-format.js';

export interface ListRequest {
  type: ContentType;
  query: QueryObject;
  locale: string;
  v4: boolean;
  /** Field names filters and sort may use. */
  fields: ReadonlySet<string>;
}

export function shapeEntry(entry: Entry, request: ListRequest): Entry {
  const projected = projectEntry(entry, request.type, {fields: request.query.fields, populate: request.query.populate}, request.locale);
  return request.v4 ? entryToV4(projected, request.type) : projected;
}

export function listBody(entries: Entry[], request: ListRequest): {data: Entry[]; meta: {pagination: unknown}} {
  const filtered = filterEntries(entries, request.query.filters, request.fields);
  const sorted = sortEntries(filtered, request.query.sort, request.fields);
  const {page, meta} = paginate(sorted, request.query.pagination);
  return {data: page.map((entry) => shapeEntry(entry, request)), meta: {pagination: meta}};
}

export function wantsV4(request: Request): boolean {
  return request.headers.get('strapi-response-format')?.toLowerCase() === 'v4';
}
