// Every redirect whose target comes from input (a query, a form field, a Referer) goes through here.
// The target is resolved against our own origin the way a browser would and kept only if it lands here;
// the path must then not read as `//host` or `/\host`, which `/.//evil` becomes once dot segments go.

const MAX_LENGTH = 2048;

/** The path (with query and hash) of a target on `origin`, or null when it could lead elsewhere. */
export function sameOriginPath(target: unknown, origin: string): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return null;
  // URL parsers drop tabs and newlines and read `\` as `/`: refused before parsing, not after.
  if ([...target].some((char) => char <= ' ' || char === '\u007f' || char === '\\')) return null;
  let url: URL;
  try {
    url = new URL(target, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!/^\/(?![/\\])/.test(path)) return null;
  return new URL(path, 'https://other.invalid').origin === 'https://other.invalid' ? path : null;
}

/** The target when it stays on `origin`, else the fallback (a path built from a route id). */
export function safeRedirect(target: unknown, origin: string, fallback: string): string {
  return sameOriginPath(target, origin) ?? fallback;
}
