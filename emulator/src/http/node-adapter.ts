// Serves a fetch-style handler with node:http.
import {createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse} from 'node:http';
import {BufferedRequest, MAX_BODY_BYTES, TextResponse} from './body.js';

type FetchHandler = (request: Request) => Promise<Response>;

/**
 * Buffers the body with Node streams (web streams are several times slower for small JSON bodies).
 * Past the 1 MB limit it keeps one extra byte and drains the rest, so the route still answers 413.
 */
function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    incoming.on('data', (chunk: Buffer) => {
      if (kept > MAX_BODY_BYTES) return;
      const room = MAX_BODY_BYTES + 1 - kept;
      const piece = chunk.byteLength > room ? chunk.subarray(0, room) : chunk;
      chunks.push(piece);
      kept += piece.byteLength;
    });
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // The declared length no longer describes a body cut at the limit; the route measures what it gets.
  headers.delete('content-length');
  // Request parses the URL itself; a path that is not a path (an absolute form) is resolved as before.
  const path = incoming.url ?? '/';
  const base = origin.endsWith('/') ? origin.slice(0, -1) : origin;
  const url = path.startsWith('/') && !path.startsWith('//') ? base + path : new URL(path, origin);
  if (!hasBody) return new Request(url, {method, headers});
  return new BufferedRequest(url, {method, headers}, new Uint8Array(await readBody(incoming)));
}

async function writeResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, headers);
  const text = response instanceof TextResponse ? response.heldText : undefined;
  if (text !== undefined) {
    outgoing.end(text);
  } else if (response.body) {
    // Written as it comes, so the parts of a multipart answer reach the client one by one.
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) outgoing.write(read.value);
    outgoing.end();
  } else {
    outgoing.end();
  }
}

/**
 * `origin` may be a function of the request, for a server whose port is only known once it listens
 * (port 0), or whose requests name their own host (the https listener).
 */
export function fetchListener(handler: FetchHandler, origin: string | ((incoming: IncomingMessage) => string)): RequestListener {
  return (incoming, outgoing) => {
    toRequest(incoming, typeof origin === 'string' ? origin : origin(incoming))
      .then(handler)
      .then((response) => writeResponse(response, outgoing))
      .catch((error: unknown) => {
        console.error('[emulator] request failed:', error);
        if (!outgoing.headersSent) outgoing.writeHead(500, {'content-type': 'text/plain'});
        outgoing.end('Internal error');
      });
  };
}

export function serveFetch(handler: FetchHandler, origin: string | ((incoming: IncomingMessage) => string)): Server {
  return createServer(fetchListener(handler, origin));
}
