export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('X-Forwarded-Proto') === 'https';
}

export function applySecurityHeaders(headers: Headers, request: Request): void {
  // Browsers ignore HSTS over plain http, and a local preview must stay reachable over it.
  if (isHttps(request)) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', "frame-ancestors 'none'");
  }
}
