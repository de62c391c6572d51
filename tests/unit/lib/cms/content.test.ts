import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {CONTENT_LOCALES, STRAPI_SINGLE_TYPES} from '~/lib/cms/content-fields';
import {CONTENT_SCHEMAS, type ContentPath} from '~/lib/cms/content-model';

const CONTENT_DIR = join(process.cwd(), 'content');
const PATHS = Object.keys(CONTENT_SCHEMAS) as ContentPath[];

function load(path: ContentPath, locale: string): unknown {
  return JSON.parse(readFileSync(join(CONTENT_DIR, path, `${locale}.json`), 'utf8'));
}

function entries(path: ContentPath, locale: string): Record<string, unknown>[] {
  const data = load(path, locale);
  return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
}

function uploadUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(uploadUrls);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'url' && typeof inner === 'string' && inner.startsWith('/uploads/') ? [inner] : uploadUrls(inner),
  );
}

/** The CMS's own texts for the mails it sends; the site never reads them. */
const MAIL_TEXT = 'mail-text';
const MailTextSchema = z.object({
  documentId: z.string().min(1),
  locale: z.enum(CONTENT_LOCALES),
  confirmSubject: z.string().min(1),
  confirmBody: z.string().includes('{{confirmUrl}}').includes('{{unsubscribeUrl}}'),
  contactSubject: z.string().includes('{{name}}'),
  contactBody: z.string().includes('{{email}}').includes('{{message}}'),
});

describe('content/', () => {
  it('has a folder for every content type and the mail texts, and nothing else', () => {
    const folders = readdirSync(CONTENT_DIR, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && entry.name !== 'uploads')
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...PATHS, MAIL_TEXT].sort());
  });

  it.each(CONTENT_LOCALES)('has the mail texts in %s, with the links and fields they name', (locale) => {
    const text = MailTextSchema.parse(JSON.parse(readFileSync(join(CONTENT_DIR, MAIL_TEXT, `${locale}.json`), 'utf8')));
    expect(text.locale).toBe(locale);
  });

  describe.each(PATHS)('%s', (path) => {
    it.each(CONTENT_LOCALES)('%s parses with its schema', (locale) => {
      const data = load(path, locale);
      const single = STRAPI_SINGLE_TYPES.includes(path);
      expect(Array.isArray(data)).toBe(!single);
      for (const entry of entries(path, locale)) {
        const result = CONTENT_SCHEMAS[path].safeParse(entry);
        expect(result.error?.issues ?? [], `${path}/${locale} #${String(entry.id)}`).toEqual([]);
        expect(entry.locale).toBe(locale);
      }
    });

    it('shares documentIds across languages and never repeats an id', () => {
      const english = new Set(entries(path, 'en').map((entry) => entry.documentId));
      const ids = CONTENT_LOCALES.flatMap((locale) => entries(path, locale).map((entry) => entry.id));
      expect(new Set(ids).size).toBe(ids.length);
      for (const locale of CONTENT_LOCALES) {
        for (const entry of entries(path, locale)) expect(english).toContain(entry.documentId);
      }
    });
  });

  it('points every upload at a file, except the photo kept missing on purpose (listed last)', () => {
    const missing = PATHS.flatMap((path) =>
      CONTENT_LOCALES.flatMap((locale) => uploadUrls(load(path, locale))),
    ).filter((url) => !existsSync(join(CONTENT_DIR, url)));
    expect(new Set(missing)).toEqual(new Set(['/uploads/photo-missing-file.jpg']));
    for (const locale of CONTENT_LOCALES) {
      const photos = entries('photos', locale);
      expect(photos).toHaveLength(12);
      expect(JSON.stringify(photos.at(-1))).toContain('photo-missing-file.jpg');
    }
  });

  it('keeps the empty lists the README promises', () => {
    expect(load('podcasts', 'fr')).toEqual([]);
    expect(load('radio-interviews', 'nl')).toEqual([]);
    expect(entries('podcasts', 'en').length).toBeGreaterThan(0);
    expect(entries('radio-interviews', 'en').length).toBeGreaterThan(0);
  });

  it('has past dates and months of upcoming ones around 2026-11-22', () => {
    const today = Date.parse('2026-11-22T00:00:00Z');
    const starts = entries('events', 'en').map((event) => Date.parse(String(event.startsAt)));
    expect(starts.filter((start) => start < today).length).toBeGreaterThanOrEqual(3);
    const upcoming = starts.filter((start) => start >= today);
    expect(upcoming.length).toBeGreaterThanOrEqual(8);
    const years = new Set(upcoming.map((start) => new Date(start).getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(3);
  });
});
