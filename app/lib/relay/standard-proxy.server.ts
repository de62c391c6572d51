// Hydrogen forwards this path to the Storefront API unchecked, for scripts the site does not use: closed.
const STANDARD_PROXY_PATH = /^\/api\/[^/]+\/graphql\.json$/;

export function closedStandardProxy(request: Request): Response | null {
  if (!STANDARD_PROXY_PATH.test(new URL(request.url).pathname)) return null;
  return Response.json(
    {error: 'Not found. The storefront API is reached through /api/shopify.'},
    {status: 404, headers: {'Cache-Control': 'no-store'}},
  );
}
