// The seed's images: each original in content/uploads/ goes into the media library once, with the
// English entry's alternative text and caption; Strapi makes the smaller formats itself.
import fs from 'node:fs';
import path from 'node:path';
import type {Core} from '@strapi/strapi';

const FILE = 'plugin::upload.file';

/** An upload object as the content files hold it (Strapi's own response shape). */
export interface SeedMedia {
  name: string;
  url: string;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number;
  height?: number;
  hash?: string;
  ext?: string;
  mime?: string;
  size?: number;
}

export type UploadedFile = Record<string, unknown> & {id: number; name: string};
export type UploadedFiles = Map<string, UploadedFile>;

async function uploadOriginal(strapi: Core.Strapi, media: SeedMedia, filepath: string): Promise<UploadedFile> {
  const [file] = await strapi.plugin('upload').service('upload').upload({
    data: {fileInfo: {name: media.name, alternativeText: media.alternativeText ?? null, caption: media.caption ?? null}},
    files: {filepath, originalFilename: media.name, mimetype: media.mime, size: fs.statSync(filepath).size},
  });
  return file;
}

/** The demo content keeps one image whose file is missing on purpose: it gets a record, no file. */
async function recordWithoutFile(strapi: Core.Strapi, media: SeedMedia): Promise<UploadedFile> {
  strapi.log.warn(`[seed] ${media.name} has no file in the seed's uploads/: added to the media library without one`);
  return strapi.db.query(FILE).create({
    data: {
      name: media.name,
      alternativeText: media.alternativeText ?? null,
      caption: media.caption ?? null,
      width: media.width,
      height: media.height,
      hash: media.hash ?? path.parse(media.name).name,
      ext: media.ext ?? path.extname(media.name),
      mime: media.mime ?? 'image/jpeg',
      size: media.size ?? 0,
      url: media.url,
      provider: 'local',
      folderPath: '/',
    },
  });
}

/** Uploads what is not in the media library yet (by file name); returns every file by name. */
export async function seedUploads(
  strapi: Core.Strapi,
  uploadsDir: string,
  media: SeedMedia[],
): Promise<{files: UploadedFiles; created: number}> {
  const files: UploadedFiles = new Map();
  let created = 0;
  for (const item of media) {
    if (files.has(item.name)) continue;
    const existing: UploadedFile | null = await strapi.db.query(FILE).findOne({where: {name: item.name}});
    if (existing) {
      files.set(item.name, existing);
      continue;
    }
    const filepath = path.join(uploadsDir, path.basename(item.url));
    const file = fs.existsSync(filepath)
      ? await uploadOriginal(strapi, item, filepath)
      : await recordWithoutFile(strapi, item);
    files.set(item.name, file);
    created += 1;
  }
  return {files, created};
}
