/**
 * Whether a request comes from a page of this site: a link followed inside
 * the site, or the router's own data request. Browsers send Sec-Fetch-Site;
 * older ones only a Referer.
 */
export function isSameSiteNavigation(request: Request): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite) return fetchSite === 'same-origin';
  const referer = request.headers.get('Referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

/**
 * Whether a POST comes from a page of this site, so another site cannot make a visitor's browser send
 * it. Sec-Fetch-Site when the browser sends it, else Origin; a post with neither is refused.
 */
export function isSameOriginPost(request: Request): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  const origin = request.headers.get('Origin');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  if (origin) return origin === new URL(request.url).origin;
  return fetchSite === 'same-origin';
}
