/**
 * Where a cart form posted without JavaScript goes back to: the page it was sent from when
 * that page is on this site, else the cart page. Never another site (no open redirect).
 */
export function cartReturnPath(request: Request, cartPath: string): string {
  const referer = request.headers.get('Referer');
  if (!referer) return cartPath;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return cartPath;
    return `${from.pathname}${from.search}`;
  } catch {
    return cartPath;
  }
}
