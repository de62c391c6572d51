import {z} from 'zod';
import type {CmsClient} from './client.server';
import {CONTENT_LOCALES, type ContentLocale} from './content-fields';

const HandleSchema = z.object({handle: z.string()});

export async function languagesByHandle(
  cms: CmsClient,
  collection: string,
  handle?: string,
): Promise<Map<string, ContentLocale[]>> {
  const lists = await Promise.all(
    CONTENT_LOCALES.map(async (locale) => {
      const entries = await cms.findMany(collection, HandleSchema, {
        // The query's own `locale` reads that language instead of the page's, without fallback.
        locale,
        fields: ['handle'],
        ...(handle ? {filters: {handle: {$eq: handle}}} : {}),
        pagination: {page: 1, pageSize: 100},
      });
      return entries.map((entry) => [entry.handle, locale] as const);
    }),
  );
  const languages = new Map<string, ContentLocale[]>();
  for (const [entryHandle, locale] of lists.flat()) {
    languages.set(entryHandle, [...(languages.get(entryHandle) ?? []), locale]);
  }
  return languages;
}
