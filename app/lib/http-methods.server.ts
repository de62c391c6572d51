/** The methods the site answers: pages and data are read with GET/HEAD, every form posts. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** A 405 naming the methods served, for any other method, before routing or a session is built. */
export function methodNotAllowed(request: Request): Response | null {
  if ((ALLOWED_METHODS as readonly string[]).includes(request.method)) return null;
  return new Response('Method Not Allowed', {
    status: 405,
    headers: {Allow: ALLOWED_METHODS.join(', '), 'Content-Type': 'text/plain; charset=utf-8'},
  });
}
