import {RelayRefusal} from '~/lib/relay/relay-response.server';

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

const RELAY_PATH = '/api/shopify';

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
