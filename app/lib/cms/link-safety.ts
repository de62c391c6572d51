// An allowlist, else text: the ways to hide `javascript:` (entities, control characters, case, `%3A`)
// are many and browsers are lenient about all of them.
export type LinkTarget =
  | {kind: 'internal'; href: string}
  | {kind: 'external'; href: string}
  | {kind: 'contact'; href: string}
  | {kind: 'unsafe'};

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  lpar: '(',
  rpar: ')',
  period: '.',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function normalisedForScheme(url: string): string {
  let value = url;
  // Twice, for double-encoded forms such as `&amp;#106;`.
  for (let i = 0; i < 2; i++) value = decodePercent(decodeEntities(value));
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase();
}

const DANGEROUS = /^(?:javascript|data|vbscript):/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;

export function classifyLink(url: string): LinkTarget {
  const trimmed = url.trim();
  const normalised = normalisedForScheme(trimmed);
  if (!normalised || DANGEROUS.test(normalised)) return {kind: 'unsafe'};
  // What a browser sees must also be what we checked: no hidden characters in the raw value.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]|&#|&[a-z]+;/i.test(trimmed)) return {kind: 'unsafe'};

  const scheme = SCHEME.exec(normalised)?.[1];
  if (scheme === 'http' || scheme === 'https') return {kind: 'external', href: trimmed};
  if (scheme === 'mailto' || scheme === 'tel') return {kind: 'contact', href: trimmed};
  if (scheme) return {kind: 'unsafe'};
  if (trimmed.startsWith('//')) return {kind: 'external', href: `https:${trimmed}`};
  if (trimmed.startsWith('\\')) return {kind: 'unsafe'};
  if (/^[/#?]/.test(trimmed)) return {kind: 'internal', href: trimmed};
  // A scheme-less, path-less value (`www.example.org`) is not a link we can place safely.
  return {kind: 'unsafe'};
}
