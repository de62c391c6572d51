import {describe, expect, it} from 'vitest';
import {evaluateSearch, parseSearchQuery, positiveTerms, withoutTerms, type SearchNode} from '../src/catalogue/search-syntax.js';
import {comparesDate, comparesNumber, containsText, dateSpan, matchesValue, matchesWords, words} from '../src/catalogue/search-values.js';

/** A compact picture of the tree: terms as field:op value, groups as (and …) / (or …) / (not …). */
function show(node: SearchNode | null): string {
  if (!node) return '∅';
  switch (node.kind) {
    case 'term': {
      const value = node.exists ? '*' : `${node.quoted ? `"${node.value}"` : node.value}${node.prefix ? '*' : ''}`;
      return node.field ? `${node.field}${node.comparator === ':' ? ':' : `:${node.comparator}`}${value}` : value;
    }
    case 'not':
      return `(not ${show(node.child)})`;
    default:
      return `(${node.kind} ${node.children.map(show).join(' ')})`;
  }
}
const tree = (text: string) => show(parseSearchQuery(text));

describe('search syntax: parsing', () => {
  it('reads words and implied AND', () => {
    expect(tree('')).toBe('∅');
    expect(tree('   ')).toBe('∅');
    expect(tree('ghent')).toBe('ghent');
    expect(tree('live ghent')).toBe('(and live ghent)');
    expect(tree('live AND ghent')).toBe('(and live ghent)');
  });

  it('binds AND tighter than OR', () => {
    expect(tree('a OR b')).toBe('(or a b)');
    expect(tree('a b OR c')).toBe('(or (and a b) c)');
    expect(tree('a OR b AND c')).toBe('(or a (and b c))');
  });

  it('reads NOT and a leading minus as negation', () => {
    expect(tree('NOT tag:combined')).toBe('(not tag:combined)');
    expect(tree('-tag:dance cd')).toBe('(and (not tag:dance) cd)');
    expect(tree('NOT NOT a')).toBe('(not (not a))');
    expect(tree('bal-folk')).toBe('bal-folk');
  });

  it('groups with parentheses', () => {
    expect(tree('(a OR b) c')).toBe('(and (or a b) c)');
    expect(tree('NOT (tag:a OR tag:b)')).toBe('(not (or tag:a tag:b))');
    expect(tree('((a))')).toBe('a');
  });

  it('reads field filters with every comparator', () => {
    expect(tree('variants.price:<20')).toBe('variants.price:<20');
    expect(tree('created_at:<=2024 created_at:>=2020')).toBe('(and created_at:<=2024 created_at:>=2020)');
    expect(tree('updated_at:>2024-01-01')).toBe('updated_at:>2024-01-01');
    expect(tree('Title:Road')).toBe('title:Road');
    expect(tree('vendor:*')).toBe('vendor:*');
  });

  it('reads quoted phrases in double or single quotes, with escapes', () => {
    expect(tree('"live in"')).toBe('"live in"');
    expect(tree("vendor:'Ronce & Rivière'")).toBe('vendor:"Ronce & Rivière"');
    expect(tree('title:"say \\"hi\\""')).toBe('title:"say "hi""');
    expect(tree('created_at:>\'2020-10-21T23:39:20Z\'')).toBe('created_at:>"2020-10-21T23:39:20Z"');
  });

  it('reads a trailing * as a prefix, and escaped colons and parentheses as text', () => {
    expect(tree('tide*')).toBe('tide*');
    expect(tree('title:ard*')).toBe('title:ard*');
    expect(tree('a\\:b')).toBe('a:b');
    expect(tree('\\(x\\)')).toBe('(x)');
  });

  it('keeps lower-case and, or, not as words', () => {
    expect(tree('rock and roll')).toBe('(and rock and roll)');
    expect(tree('this or that')).toBe('(and this or that)');
  });

  it('never fails: unbalanced parentheses, open quotes and dangling connectives are forgiven', () => {
    expect(tree('(a OR b')).toBe('(or a b)');
    expect(tree('a) b')).toBe('(and a b)');
    expect(tree('"open phrase')).toBe('"open phrase"');
    expect(tree('a AND')).toBe('a');
    expect(tree('OR a')).toBe('a');
    expect(tree('a OR')).toBe('a');
    expect(tree('NOT')).toBe('∅');
    expect(tree('-')).toBe('-');
    expect(tree('()')).toBe('∅');
    expect(tree(')(')).toBe('∅');
  });
});

describe('search syntax: evaluation', () => {
  const truth = (text: string, facts: Record<string, boolean>) =>
    evaluateSearch(parseSearchQuery(text), (term) => facts[term.value] ?? false);

  it('combines terms as AND, OR and NOT read', () => {
    expect(truth('a b', {a: true, b: true})).toBe(true);
    expect(truth('a b', {a: true})).toBe(false);
    expect(truth('a OR b', {b: true})).toBe(true);
    expect(truth('NOT a', {a: true})).toBe(false);
    expect(truth('-a b', {b: true})).toBe(true);
    expect(truth('(a OR b) NOT c', {a: true, c: true})).toBe(false);
    expect(truth('', {})).toBe(true);
  });

  it('drops ignored terms without turning a NOT around them into a refusal', () => {
    const tree = withoutTerms(parseSearchQuery('NOT foo:bar a'), (term) => term.field === null);
    expect(show(tree)).toBe('a');
    expect(show(withoutTerms(parseSearchQuery('foo:bar OR baz:qux'), (term) => term.field === null))).toBe('∅');
  });

  it('lists the terms that count towards relevance', () => {
    expect(positiveTerms(parseSearchQuery('a -b (c OR NOT d)')).map((term) => term.value)).toEqual(['a', 'c']);
  });
});

describe('search syntax: values', () => {
  const term = (text: string) => {
    const node = parseSearchQuery(text);
    if (node?.kind !== 'term') throw new Error(`not a single term: ${text}`);
    return node;
  };

  it('matches words by prefix and phrases in a row', () => {
    const field = words('Live in Ghent, a bal folk');
    expect(matchesWords(field, term('gh'))).toBe(true);
    expect(matchesWords(field, term('"live in gh"'))).toBe(true);
    expect(matchesWords(field, term('"live ghent"'))).toBe(false);
    expect(matchesWords(field, term('brussels'))).toBe(false);
  });

  it('matches whole values, folded, or by prefix', () => {
    expect(matchesValue('Ronce & Rivière', term('vendor:"ronce & riviere"'))).toBe(true);
    expect(matchesValue('new-release', term('tag:new'))).toBe(false);
    expect(matchesValue('new-release', term('tag:new*'))).toBe(true);
    expect(matchesValue('', term('tag:*'))).toBe(false);
  });

  it('finds text inside a title', () => {
    expect(containsText('Ardennes Road', term('title:road'))).toBe(true);
    expect(containsText('Ardennes Road', term('title:ard*'))).toBe(true);
    expect(containsText('Ardennes Road', term('title:tide'))).toBe(false);
  });

  it('compares numbers', () => {
    expect(comparesNumber(15, term('variants.price:<20'))).toBe(true);
    expect(comparesNumber(20, term('variants.price:<20'))).toBe(false);
    expect(comparesNumber(20, term('variants.price:<=20'))).toBe(true);
    expect(comparesNumber(20, term('variants.price:20'))).toBe(true);
    expect(comparesNumber(20.5, term('variants.price:>20'))).toBe(true);
    expect(comparesNumber(20, term('variants.price:>=20.01'))).toBe(false);
    expect(comparesNumber(20, term('variants.price:<cheap'))).toBe(false);
  });

  it('compares dates, a partial date standing for its whole period', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const at = '2024-05-20T09:00:00Z';
    expect(comparesDate(at, term('created_at:<2000'), now)).toBe(false);
    expect(comparesDate(at, term('created_at:>2000'), now)).toBe(true);
    expect(comparesDate(at, term('created_at:2024'), now)).toBe(true);
    expect(comparesDate(at, term('created_at:<2024'), now)).toBe(false);
    expect(comparesDate(at, term('created_at:<=2024'), now)).toBe(true);
    expect(comparesDate(at, term('created_at:>2024'), now)).toBe(false);
    expect(comparesDate(at, term('created_at:>=2024-05'), now)).toBe(true);
    expect(comparesDate(at, term('created_at:2024-05-20'), now)).toBe(true);
    expect(comparesDate(at, term("created_at:>'2024-05-20T08:59:59Z'"), now)).toBe(true);
    expect(comparesDate(at, term('created_at:<now'), now)).toBe(true);
    expect(comparesDate(at, term('created_at:>now'), now)).toBe(false);
    expect(comparesDate(at, term('created_at:>someday'), now)).toBe(false);
    expect(dateSpan('2024-02', now)).toEqual({start: Date.UTC(2024, 1, 1), end: Date.UTC(2024, 2, 1)});
  });
});
