// Shopify's API search syntax, read into a tree: terms (`word`, `"a phrase"`, `field:value`, `field:<=value`,
// `field:*`, `prefix*`), the connectives AND / OR (AND implied between terms, and binding tighter), the
// modifiers NOT and a leading `-`, and parentheses. Connectives and NOT count only in capitals.
//
// Shopify's Storefront API never answers a `query:` with a syntax error, so neither does this parser: an
// unterminated quote runs to the end, an unmatched `)` is skipped, a missing `)` is implied, and a
// connective or modifier with nothing to act on is dropped.

export type Comparator = ':' | '<' | '<=' | '>' | '>=';

export interface SearchTerm {
  kind: 'term';
  /** Lower-cased field name, null for free text. */
  field: string | null;
  comparator: Comparator;
  value: string;
  /** Quoted values are phrases: their words must follow one another. */
  quoted: boolean;
  /** `value*`: the value begins what it matches. */
  prefix: boolean;
  /** `field:*`: the field has any value. */
  exists: boolean;
}

export type SearchNode =
  | SearchTerm
  | {kind: 'and'; children: SearchNode[]}
  | {kind: 'or'; children: SearchNode[]}
  | {kind: 'not'; child: SearchNode};

type Token =
  | {type: '(' | ')' | 'AND' | 'OR' | 'NOT' | '-'}
  | {type: 'term'; term: SearchTerm};

const SPECIAL = new Set(['(', ')']);
const isSpace = (char: string) => /\s/.test(char);
const isQuote = (char: string | undefined) => char === '"' || char === "'";

class Scanner {
  position = 0;
  constructor(readonly text: string) {}

  get done() {
    return this.position >= this.text.length;
  }

  peek(offset = 0): string | undefined {
    return this.text[this.position + offset];
  }

  /** A quoted string from its opening quote; `\` escapes the next character. */
  quoted(): string {
    const quote = this.text[this.position++];
    let value = '';
    while (!this.done && this.peek() !== quote) {
      if (this.peek() === '\\' && this.position + 1 < this.text.length) this.position++;
      value += this.text[this.position++];
    }
    this.position++;
    return value;
  }

  /** A bare word up to whitespace, a parenthesis or (when `stopAtColon`) an unescaped colon. */
  bare(stopAtColon: boolean): string {
    let value = '';
    while (!this.done) {
      const char = this.peek()!;
      if (isSpace(char) || SPECIAL.has(char) || (stopAtColon && char === ':')) break;
      if (char === '\\' && this.position + 1 < this.text.length) this.position++;
      value += this.text[this.position++];
    }
    return value;
  }
}

function term(field: string | null, comparator: Comparator, raw: string, quoted: boolean): SearchTerm {
  const exists = field !== null && !quoted && raw === '*';
  const prefix = !quoted && !exists && raw.length > 1 && raw.endsWith('*');
  return {
    kind: 'term',
    field,
    comparator,
    value: prefix ? raw.slice(0, -1) : exists ? '' : raw,
    quoted,
    prefix,
    exists,
  };
}

function comparatorAt(scanner: Scanner): Comparator {
  for (const candidate of ['<=', '>=', '<', '>'] as const) {
    if (scanner.text.startsWith(candidate, scanner.position)) {
      scanner.position += candidate.length;
      return candidate;
    }
  }
  return ':';
}

export function tokenize(text: string): Token[] {
  const scanner = new Scanner(text);
  const tokens: Token[] = [];
  while (!scanner.done) {
    const char = scanner.peek()!;
    if (isSpace(char)) {
      scanner.position++;
    } else if (char === '(' || char === ')') {
      tokens.push({type: char});
      scanner.position++;
    } else if (char === '-' && scanner.peek(1) !== undefined && !isSpace(scanner.peek(1)!)) {
      tokens.push({type: '-'});
      scanner.position++;
    } else if (isQuote(char)) {
      tokens.push({type: 'term', term: term(null, ':', scanner.quoted(), true)});
    } else {
      const word = scanner.bare(true);
      if (scanner.peek() === ':' && word) {
        scanner.position++;
        const comparator = comparatorAt(scanner);
        const quoted = isQuote(scanner.peek());
        const value = quoted ? scanner.quoted() : scanner.bare(false);
        tokens.push({type: 'term', term: term(word.toLowerCase(), comparator, value, quoted)});
      } else if (word === 'AND' || word === 'OR' || word === 'NOT') {
        tokens.push({type: word});
      } else if (word) {
        tokens.push({type: 'term', term: term(null, ':', word, false)});
      } else {
        // A colon with no field name before it: read it as part of a word.
        tokens.push({type: 'term', term: term(null, ':', scanner.bare(false), false)});
      }
    }
  }
  return tokens;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  parseQuery(): SearchNode | null {
    const nodes: SearchNode[] = [];
    while (this.index < this.tokens.length) {
      const node = this.parseOr();
      if (node) nodes.push(node);
      // Only an unmatched `)` stops parseOr before the end; skip it and go on.
      else this.index++;
    }
    return combine('and', nodes);
  }

  private parseOr(): SearchNode | null {
    const children: SearchNode[] = [];
    const first = this.parseAnd();
    if (first) children.push(first);
    while (this.peek()?.type === 'OR') {
      this.index++;
      const next = this.parseAnd();
      if (next) children.push(next);
    }
    return combine('or', children);
  }

  private parseAnd(): SearchNode | null {
    const children: SearchNode[] = [];
    for (;;) {
      const token = this.peek();
      if (!token || token.type === ')' || token.type === 'OR') break;
      if (token.type === 'AND') {
        this.index++;
        continue;
      }
      const node = this.parseUnary();
      if (node) children.push(node);
    }
    return combine('and', children);
  }

  private parseUnary(): SearchNode | null {
    const token = this.peek();
    if (token?.type === 'NOT' || token?.type === '-') {
      this.index++;
      const next = this.peek();
      if (!next || next.type === ')' || next.type === 'OR' || next.type === 'AND') return null;
      const child = this.parseUnary();
      return child ? {kind: 'not', child} : null;
    }
    return this.parsePrimary();
  }

  private parsePrimary(): SearchNode | null {
    const token = this.tokens[this.index++];
    if (!token) return null;
    if (token.type === 'term') return token.term;
    if (token.type === '(') {
      const inner = this.parseOr();
      if (this.peek()?.type === ')') this.index++;
      return inner;
    }
    return null;
  }
}

function combine(kind: 'and' | 'or', children: SearchNode[]): SearchNode | null {
  if (children.length === 0) return null;
  if (children.length === 1) return children[0];
  return {kind, children};
}

/** The query as a tree; null when it holds no term (it then matches everything). */
export function parseSearchQuery(text: string): SearchNode | null {
  return new Parser(tokenize(text)).parseQuery();
}

/** Whether the tree holds. `matchTerm` decides each term; NOT, AND and OR combine as they read. */
export function evaluateSearch(node: SearchNode | null, matchTerm: (term: SearchTerm) => boolean): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'term':
      return matchTerm(node);
    case 'not':
      return !evaluateSearch(node.child, matchTerm);
    case 'and':
      return node.children.every((child) => evaluateSearch(child, matchTerm));
    case 'or':
      return node.children.some((child) => evaluateSearch(child, matchTerm));
  }
}

/** The terms that count towards relevance: those not under a NOT. */
export function positiveTerms(node: SearchNode | null): SearchTerm[] {
  if (!node || node.kind === 'not') return [];
  if (node.kind === 'term') return [node];
  return node.children.flatMap(positiveTerms);
}

/** The tree without the terms `keep` refuses (fields a resource is not searched on): they neither match nor fail. */
export function withoutTerms(node: SearchNode | null, keep: (term: SearchTerm) => boolean): SearchNode | null {
  if (!node) return null;
  switch (node.kind) {
    case 'term':
      return keep(node) ? node : null;
    case 'not': {
      const child = withoutTerms(node.child, keep);
      return child ? {kind: 'not', child} : null;
    }
    case 'and':
    case 'or':
      return combine(node.kind, node.children.flatMap((child) => withoutTerms(child, keep) ?? []));
  }
}
