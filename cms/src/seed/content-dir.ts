import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, type Locale} from '../content-model';

export type SeedEntry = Record<string, unknown> & {documentId: string};

export interface LocaleFile {
  locale: Locale;
  entries: SeedEntry[];
}

/** CMS_SEED_DIR, else the repository's `content/` next to this project. */
export function seedDir(appDir: string): string {
  return path.resolve(appDir, process.env.CMS_SEED_DIR || path.join('..', 'content'));
}

/**
 * A folder's language files, English first: a collection holds an array, a single type one object.
 * `drafts/` below a folder holds unpublished changes the same way (see seedDrafts).
 */
export function readLocaleFiles(dir: string, folder: string): LocaleFile[] {
  return LOCALES.flatMap((locale) => {
    const file = path.join(dir, folder, `${locale}.json`);
    if (!fs.existsSync(file)) return [];
    const content: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const entries = (Array.isArray(content) ? content : [content]) as SeedEntry[];
    return [{locale, entries}];
  });
}
