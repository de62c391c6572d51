const MAX_LENGTH = 2048;

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

export function safeRedirect(target: unknown, origin: string, fallback: string): string {
  return sameOriginPath(target, origin) ?? fallback;
}
