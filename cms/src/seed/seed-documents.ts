import type {Core, UID} from '@strapi/strapi';
import type {LocaleFile} from './content-dir';
import {toDocumentData} from './entry-data';
import type {UploadedFiles} from './uploads';

/**
 * Each entry becomes the `locale` version of the document with the file's documentId, published.
 * A version that exists already is left alone, so a second run adds nothing.
 */
export async function seedDocuments(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  localeFiles: LocaleFile[],
  files: UploadedFiles,
): Promise<number> {
  let created = 0;
  const documents = strapi.documents(uid);
  for (const {locale, entries} of localeFiles) {
    for (const entry of entries) {
      const {documentId} = entry;
      if (await strapi.db.query(uid).findOne({where: {documentId, locale}, select: ['id']})) continue;
      const data = toDocumentData(strapi, uid, entry, files);
      const documentExists = await strapi.db.query(uid).findOne({where: {documentId}, select: ['id']});
      if (documentExists) {
        await documents.update({documentId, locale, data, status: 'published'} as never);
      } else {
        await documents.create({locale, data: {...data, documentId}, status: 'published'} as never);
      }
      created += 1;
    }
  }
  return created;
}

/**
 * Each entry is an unsaved change to a published version (its documentId and the fields that differ):
 * it becomes that version's draft, so the document is "modified" and the site shows it only in preview.
 */
export async function seedDrafts(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  localeFiles: LocaleFile[],
  files: UploadedFiles,
): Promise<number> {
  let changed = 0;
  for (const {locale, entries} of localeFiles) {
    for (const entry of entries) {
      const data = toDocumentData(strapi, uid, entry, files);
      await strapi.documents(uid).update({documentId: entry.documentId, locale, data} as never);
      changed += 1;
    }
  }
  return changed;
}
