// Reads content/{path}/{locale}.json, re-reading a file only when it changes on disk, and the unpublished
// changes to those entries in content/{path}/drafts/{locale}.json.
import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {cmsConfig} from './cms-config.js';

export type Entry = Record<string, unknown>;

const LOCALE_CODE = /^[a-z]{2}(?:-[A-Za-z]{2,4})?$/;
const cache = new Map<string, {mtimeMs: number; data: unknown}>();

/** The file's content, or undefined when the locale has no file. */
export function readContent(path: string, locale: string): unknown {
  if (!LOCALE_CODE.test(locale)) return undefined;
  const file = join(cmsConfig().contentDir, path, `${locale}.json`);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.data;
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  cache.set(file, {mtimeMs, data});
  return data;
}

export function readEntries(path: string, locale: string): Entry[] {
  const data = readContent(path, locale);
  if (data === undefined) return [];
  return (Array.isArray(data) ? data : [data]) as Entry[];
}

export type Status = 'published' | 'draft';

/**
 * The entries as `status` has them. Like Strapi 5, every published document has a draft version (with
 * no publishedAt); a draft file's entry holds the fields its draft changed, by documentId.
 */
export function entriesIn(path: string, locale: string, status: Status): Entry[] {
  const published = readEntries(path, locale);
  if (status === 'published') return published;
  const changes = new Map(readEntries(`${path}/drafts`, locale).map((change) => [change.documentId, change]));
  return published.map((entry) => ({...entry, ...changes.get(entry.documentId), publishedAt: null}));
}
