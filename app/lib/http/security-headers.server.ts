export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('X-Forwarded-Proto') === 'https';
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export function applySecurityHeaders(headers: Headers, request: Request): void {
  // Browsers ignore HSTS over plain http, and a local preview must stay reachable over it.
  if (isHttps(request)) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  // Powerful features neither the site nor its video embeds use: no page, and no frame in one, may ask.
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', "frame-ancestors 'none'");
  }
}
