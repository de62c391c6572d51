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

export function isSameOriginPost(request: Request): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  const origin = request.headers.get('Origin');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  if (origin) return origin === new URL(request.url).origin;
  return fetchSite === 'same-origin';
}
