// Admin-written HTML goes into the page: tags are balanced so none can close the page's own elements.

const ALLOWED_TAGS = new Set([
  'a', 'b', 'blockquote', 'br', 'code', 'div', 'em', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'li',
  'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'th',
  'thead', 'tr', 'u', 'ul',
]);
// The page has its own `h1`.
const RENAMED: Record<string, string> = {h1: 'h2'};
const VOID_TAGS = new Set(['br', 'hr']);
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title',
  'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext', 'head', 'frameset',
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|</g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/',
  nbsp: '\u00a0', lpar: '(', rpar: ')', period: '.',
};

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeText = (text: string) =>
  text.replace(/&(?![a-zA-Z][a-zA-Z0-9]*;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;').replace(/>/g, '&gt;');

export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/&[a-z]+;/i.test(href)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return href.startsWith('\\') ? null : decodeEntities(raw).trim();
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? decodeEntities(raw).trim() : null;
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  let href: string | null = null;
  for (const [, attribute, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    if (attribute.toLowerCase() === 'href') href = safeHref(double ?? single ?? bare ?? '');
  }
  if (href === null) return '<a>';
  const external = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : '';
  return `<a href="${escapeAttribute(href)}"${external}>`;
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let index = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    out.push(escapeText(html.slice(index, match.index)));
    index = TOKEN.lastIndex;
    const [token, slash, rawName, attributes = ''] = match;
    if (token === '<') {
      out.push('&lt;');
      continue;
    }
    if (!rawName) continue; // comment, doctype, processing instruction
    const lower = rawName.toLowerCase();
    const name = RENAMED[lower] ?? lower;
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (slash) continue;
      const close = new RegExp(`</${name}\\s*>`, 'gi');
      close.lastIndex = index;
      const end = close.exec(html);
      index = end ? close.lastIndex : html.length;
      TOKEN.lastIndex = index;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!slash) out.push(`<${name}>`);
      continue;
    }
    if (!slash) {
      open.push(name);
      out.push(openTag(name, attributes));
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue; // a closing tag with nothing to close
    while (open.length > at) out.push(`</${open.pop()}>`);
  }
  out.push(escapeText(html.slice(index)));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}
