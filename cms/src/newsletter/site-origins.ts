const DEFAULT_ORIGINS = 'http://localhost:3000';

/** SITE_ORIGINS: the comma-separated origins the confirmation links may point at. */
export function siteOrigins(): string[] {
  return (process.env.SITE_ORIGINS || DEFAULT_ORIGINS)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        return origin;
      }
    });
}

/** An http(s) address on one of the site's origins. */
export function isSiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && siteOrigins().includes(url.origin);
  } catch {
    return false;
  }
}
