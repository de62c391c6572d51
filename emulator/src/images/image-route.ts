// GET /images/<file>: seed images, resized the way Shopify's CDN takes its query parameters
// (width, height, crop, format; WebP when the Accept header allows it and no format is asked for).
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import sharp from 'sharp';
import type {RouteHandler} from '../http/route-handler.js';
import {IMAGES_DIR} from './images-dir.js';

const CROP_POSITIONS = {
  center: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
} as const;

type OutputFormat = 'webp' | 'jpeg' | 'png';

const FORMAT_ALIASES: Record<string, OutputFormat> = {
  webp: 'webp',
  jpg: 'jpeg',
  pjpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

const MAX_DIMENSION = 5760;
const MAX_CACHED = 300;
const rendered = new Map<string, {body: Buffer; type: string}>();

function dimension(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? Math.min(number, MAX_DIMENSION) : undefined;
}

function sourceFormat(file: string): OutputFormat {
  if (file.endsWith('.png')) return 'png';
  if (file.endsWith('.webp')) return 'webp';
  return 'jpeg';
}

export const imageRoute: RouteHandler = async (request) => {
  const url = new URL(request.url);
  const match = /^\/images\/([A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|webp))$/.exec(url.pathname);
  if (!match) return url.pathname.startsWith('/images/') ? new Response('Not found', {status: 404}) : null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', {status: 405, headers: {allow: 'GET, HEAD'}});
  }
  const file = match[1];
  const width = dimension(url.searchParams.get('width'));
  const height = dimension(url.searchParams.get('height'));
  const cropParam = url.searchParams.get('crop') ?? '';
  const crop = cropParam in CROP_POSITIONS ? CROP_POSITIONS[cropParam as keyof typeof CROP_POSITIONS] : undefined;
  const requested = FORMAT_ALIASES[url.searchParams.get('format') ?? ''];
  const acceptsWebp = (request.headers.get('accept') ?? '').includes('image/webp');
  const format: OutputFormat = requested ?? (acceptsWebp ? 'webp' : sourceFormat(file));

  const key = `${file}|${width}|${height}|${crop}|${format}`;
  let image = rendered.get(key);
  if (!image) {
    let source: Buffer;
    try {
      source = await readFile(join(IMAGES_DIR, file));
    } catch {
      return new Response('Not found', {status: 404});
    }
    let pipeline = sharp(source);
    if (width || height) {
      pipeline = pipeline.resize({
        width,
        height,
        fit: crop && width && height ? 'cover' : 'inside',
        position: crop ?? 'centre',
        withoutEnlargement: false,
      });
    }
    const body = await pipeline.toFormat(format, {quality: 80}).toBuffer();
    image = {body, type: `image/${format}`};
    if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, image);
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(image.body), {
    status: 200,
    headers: {
      'content-type': image.type,
      'content-length': String(image.body.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      vary: 'Accept',
    },
  });
};
