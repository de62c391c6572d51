import {safeRedirect} from '~/lib/http/safe-redirect';

/**
 * Where a cart form posted without JavaScript goes back to: the page it was sent from when
 * that page is on this site, else the cart page. Never another site (no open redirect).
 */
export function cartReturnPath(request: Request, cartPath: string): string {
  return safeRedirect(request.headers.get('Referer'), new URL(request.url).origin, cartPath);
}
