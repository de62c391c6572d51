// Where the seed's image files live, and how the API spells their public URLs.
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'seed', 'images');

export function imageUrl(baseUrl: string, file: string): string {
  return `${baseUrl.replace(/\/$/, '')}/images/${file}`;
}
