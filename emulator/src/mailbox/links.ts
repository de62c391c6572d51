// The links of a mail, for the mailbox's `links`: http(s) URLs in the plain text, then the targets of the
// HTML's anchors, each once, in order of appearance.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const ANCHOR_HREF = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
// Sentence punctuation after a URL is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

const ENTITIES: Record<string, string> = {amp: '&', quot: '"', apos: "'", lt: '<', gt: '>'};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export function extractLinks(text: string, html = ''): string[] {
  const links: string[] = [];
  const add = (candidate: string) => {
    if (/^https?:\/\//i.test(candidate) && !links.includes(candidate)) links.push(candidate);
  };
  for (const match of text.matchAll(URL_IN_TEXT)) add(match[0].replace(TRAILING_PUNCTUATION, ''));
  for (const match of html.matchAll(ANCHOR_HREF)) add(decodeEntities((match[1] ?? match[2] ?? match[3]).trim()));
  return links;
}
