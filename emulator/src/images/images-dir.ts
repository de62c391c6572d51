// Where the seed's image files live, and how the API spells their public URLs.
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'seed', 'images');

/** A seed file may name images by absolute URL (a shop's own CDN); those are served from where they are. */
export function imageUrl(baseUrl: string, file: string): string {
  if (/^https?:\/\//.test(file)) return file;
  return `${baseUrl.replace(/\/$/, '')}/images/${file}`;
}
