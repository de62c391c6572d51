// Where to go after signing in: only a path of this site, never another origin. Browsers treat `//host`,
// `/\host` and control characters inside a path as a way out, so anything but a plain absolute path is refused.

const MAX_LENGTH = 2048;

export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Tabs and newlines are dropped by URL parsers, which would turn `/\t/evil` into `//evil`.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'https://same-site.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'https://same-site.invalid') return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The redirect target of a request, or the fallback (the account overview). */
export function redirectTargetOr(value: unknown, fallback: string): string {
  return safeRedirectPath(value) ?? fallback;
}
