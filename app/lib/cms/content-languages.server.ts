import {z} from 'zod';
import {DEFAULT_LOCALE} from '~/i18n/locales';
import type {CmsClient} from './client.server';
import {CONTENT_LOCALES, type ContentLocale} from './content-fields';
import type {StrapiQuery} from './query';

const WrittenSchema = z.object({handle: z.string(), updatedAt: z.string().optional()});

export interface WrittenEntry {
  handle: string;
  languages: ContentLocale[];
  /** The latest change in any of its languages. */
  updatedAt?: string;
}

/** Every entry of a collection by its handle, with the languages it is written in, whichever they are. */
export async function writtenEntries(
  cms: CmsClient,
  collection: string,
  {handle, sort}: {handle?: string; sort?: StrapiQuery['sort']} = {},
): Promise<Map<string, WrittenEntry>> {
  const lists = await Promise.all(
    CONTENT_LOCALES.map(async (locale) => {
      const entries = await cms.findMany(collection, WrittenSchema, {
        // The query's own `locale` reads that language instead of the page's, without fallback.
        locale,
        fields: ['handle', 'updatedAt'],
        ...(handle ? {filters: {handle: {$eq: handle}}} : {}),
        ...(sort ? {sort} : {}),
        pagination: {page: 1, pageSize: 100},
      });
      return entries.map((entry) => ({...entry, locale}));
    }),
  );
  const written = new Map<string, WrittenEntry>();
  for (const {handle: entryHandle, updatedAt, locale} of lists.flat()) {
    const known = written.get(entryHandle);
    if (!known) {
      written.set(entryHandle, {handle: entryHandle, languages: [locale], updatedAt});
      continue;
    }
    known.languages.push(locale);
    if (updatedAt && (!known.updatedAt || Date.parse(updatedAt) > Date.parse(known.updatedAt))) known.updatedAt = updatedAt;
  }
  return written;
}

export async function languagesByHandle(
  cms: CmsClient,
  collection: string,
  handle?: string,
): Promise<Map<string, ContentLocale[]>> {
  const written = await writtenEntries(cms, collection, {handle});
  return new Map([...written].map(([entryHandle, {languages}]) => [entryHandle, languages]));
}

/**
 * The languages a page can be opened in: those it is written in, and every other one when it is
 * written in English, which the site then shows under a notice. A page without English has no others.
 */
export function offeredLanguages(written: readonly ContentLocale[]): ContentLocale[] {
  return CONTENT_LOCALES.filter((locale) => written.includes(locale) || written.includes(DEFAULT_LOCALE));
}
