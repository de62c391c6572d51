// A content file's entry (Strapi's response shape) turned into what the document service takes.
import type {Core, UID} from '@strapi/strapi';
import type {SeedEntry} from './content-dir';
import type {SeedMedia, UploadedFile, UploadedFiles} from './uploads';

const SYSTEM_KEYS = new Set(['id', 'documentId', 'locale', 'createdAt', 'updatedAt', 'publishedAt', 'localizations']);

/** What an image block keeps of a media-library file. */
const BLOCK_IMAGE_KEYS = [
  'name', 'alternativeText', 'caption', 'width', 'height', 'formats', 'hash', 'ext', 'mime', 'size', 'url',
  'previewUrl', 'provider', 'provider_metadata', 'createdAt', 'updatedAt',
];

type Attribute = {type: string; target?: string};
type Block = {type?: string; image?: SeedMedia; children?: Block[]};

function uploaded(files: UploadedFiles, media: SeedMedia): UploadedFile {
  const file = files.get(media.name);
  if (!file) throw new Error(`The seed's image ${media.name} was not uploaded.`);
  return file;
}

/** The texts an image block keeps as the entry's language has them, not the media library's. */
const BLOCK_IMAGE_TEXTS = ['alternativeText', 'caption'] as const;

/** Image blocks point at the uploaded file instead of the seed's copy. */
function withUploadedImages(blocks: Block[], files: UploadedFiles): Block[] {
  return blocks.map((block) => {
    if (block.type === 'image' && block.image) {
      const file = uploaded(files, block.image);
      const image = Object.fromEntries(BLOCK_IMAGE_KEYS.filter((key) => key in file).map((key) => [key, file[key]]));
      for (const key of BLOCK_IMAGE_TEXTS) if (block.image[key] !== undefined) image[key] = block.image[key];
      return {...block, image: image as unknown as SeedMedia};
    }
    return block.children ? {...block, children: withUploadedImages(block.children, files)} : block;
  });
}

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'id').map(([key, item]) => [key, withoutIds(item)]));
}

function convert(attribute: Attribute, value: unknown, files: UploadedFiles): unknown {
  if (value === null || value === undefined) return null;
  switch (attribute.type) {
    case 'media':
      return Array.isArray(value) ? value.map((item) => uploaded(files, item).id) : uploaded(files, value as SeedMedia).id;
    case 'relation':
      // By documentId, long-hand: a bare documentId that starts with digits would be taken for an id.
      // The document service links each language to the same language of the target.
      return Array.isArray(value)
        ? value.map(({documentId}) => ({documentId}))
        : {documentId: (value as {documentId: string}).documentId};
    case 'component':
      return withoutIds(value);
    case 'blocks':
      return withUploadedImages(value as Block[], files);
    default:
      return value;
  }
}

export function toDocumentData(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  entry: SeedEntry,
  files: UploadedFiles,
): Record<string, unknown> {
  const attributes = strapi.contentType(uid).attributes as Record<string, Attribute>;
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    const attribute = attributes[key];
    if (!attribute || SYSTEM_KEYS.has(key)) continue;
    data[key] = convert(attribute, value, files);
  }
  return data;
}

/** Every upload object in an entry, in its media fields and its image blocks. */
export function mediaOf(strapi: Core.Strapi, uid: UID.ContentType, entry: SeedEntry): SeedMedia[] {
  const attributes = strapi.contentType(uid).attributes as Record<string, Attribute>;
  const found: SeedMedia[] = [];
  const walkBlocks = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === 'image' && block.image) found.push(block.image);
      if (block.children) walkBlocks(block.children);
    }
  };
  for (const [key, value] of Object.entries(entry)) {
    const type = attributes[key]?.type;
    if (type === 'media' && value) found.push(...(Array.isArray(value) ? value : [value]));
    if (type === 'blocks' && Array.isArray(value)) walkBlocks(value);
  }
  return found;
}
