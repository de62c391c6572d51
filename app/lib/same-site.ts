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
