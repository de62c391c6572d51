import {RelayRefusal} from '~/lib/relay/relay-response.server';

/** The methods the site answers: pages and data are read with GET/HEAD, every form posts. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

const RELAY_PATH = '/api/shopify';

/**
 * A 405 naming the methods served, for any other method, before routing or a session is built. The relay
 * keeps its own answer for these: JSON `{error}` with `Allow: POST`, which its callers parse.
 */
export function methodNotAllowed(request: Request): Response | null {
  if ((ALLOWED_METHODS as readonly string[]).includes(request.method)) return null;
  if (new URL(request.url).pathname === RELAY_PATH) {
    return new RelayRefusal(405, 'The relay takes POST requests only.', {Allow: 'POST'}).toResponse();
  }
  return new Response('Method Not Allowed', {
    status: 405,
    headers: {Allow: ALLOWED_METHODS.join(', '), 'Content-Type': 'text/plain; charset=utf-8'},
  });
}
