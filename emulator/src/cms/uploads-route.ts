// GET /uploads/<file>: the content's media, as Strapi's local upload provider serves them. File names
// never change for new content, so they may be cached for a year.
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {cmsConfig} from './cms-config.js';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
};

export async function serveUpload(request: Request, url: URL): Promise<Response> {
  const match = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]*\.([a-z0-9]+))$/.exec(url.pathname);
  const type = match ? TYPES[match[2]] : undefined;
  if (!match || !type) return new Response('Not Found', {status: 404});
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method Not Allowed', {status: 405, headers: {allow: 'GET, HEAD'}});
  }
  let body: Buffer;
  try {
    body = await readFile(join(cmsConfig().contentDir, 'uploads', match[1]));
  } catch {
    return new Response('Not Found', {status: 404, headers: {'cache-control': 'no-store'}});
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    headers: {
      'content-type': type,
      'content-length': String(body.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
