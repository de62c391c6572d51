/**
 * Hydrogen's request handler forwards `/api/{version}/graphql.json` straight to
 * the Storefront API, any query, for its analytics and consent scripts. This
 * site uses neither, and the browser reaches the backend only through the
 * checked relay at `/api/shopify`: that second, unchecked way in is closed.
 */
const STANDARD_PROXY_PATH = /^\/api\/[^/]+\/graphql\.json$/;

/** A 404 for the framework's own Storefront API proxy; null for any other path. */
export function closedStandardProxy(request: Request): Response | null {
  if (!STANDARD_PROXY_PATH.test(new URL(request.url).pathname)) return null;
  return Response.json(
    {error: 'Not found. The storefront API is reached through /api/shopify.'},
    {status: 404, headers: {'Cache-Control': 'no-store'}},
  );
}
