// The first start of an empty database imports the repository's demo content (content/): every
// type in English, French and Dutch, published, with its images in the media library, and the few
// unpublished changes in `drafts/` as drafts.
import fs from 'node:fs';
import path from 'node:path';
import type {Core} from '@strapi/strapi';
import {readLocaleFiles, seedDir} from './content-dir';
import {mediaOf} from './entry-data';
import {isSeeded, markSeeded} from './seed-flag';
import {seedDocuments, seedDrafts} from './seed-documents';
import {seedTypes} from './seed-types';
import {seedUploads} from './uploads';

export async function seed(strapi: Core.Strapi): Promise<void> {
  if (process.env.CMS_SEED === 'false') return;
  if (await isSeeded(strapi)) return;
  const dir = seedDir(strapi.dirs.app.root);
  if (!fs.existsSync(dir)) {
    strapi.log.warn(`[seed] no content folder at ${dir}: nothing imported (set CMS_SEED_DIR or CMS_SEED=false)`);
    return;
  }
  const started = Date.now();
  const types = seedTypes(strapi).map((type) => ({
    ...type,
    files: readLocaleFiles(dir, type.folder),
    drafts: readLocaleFiles(dir, path.join(type.folder, 'drafts')),
  }));
  const media = types.flatMap(({uid, files}) => files.flatMap(({entries}) => entries.flatMap((entry) => mediaOf(strapi, uid, entry))));
  const uploads = await seedUploads(strapi, path.join(dir, 'uploads'), media);
  const summary: Record<string, number> = {uploads: uploads.created};
  for (const {uid, folder, files} of types) {
    if (files.length === 0) continue;
    summary[folder] = await seedDocuments(strapi, uid, files, uploads.files);
  }
  for (const {uid, folder, drafts} of types) {
    if (drafts.length > 0) summary[`${folder} drafts`] = await seedDrafts(strapi, uid, drafts, uploads.files);
  }
  await markSeeded(strapi, summary);
  const counts = Object.entries(summary).map(([name, count]) => `${name} ${count}`).join(', ');
  strapi.log.info(`[seed] imported in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}`);
}
