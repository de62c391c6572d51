// How one search term's value compares with a record's field: words, whole values, numbers and dates.
import {fold} from './plain-text.js';
import type {Comparator, SearchTerm} from './search-syntax.js';

export function words(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Free text against a field's words: every word of the term begins a word of the field (Shopify's
 * storefront search matches prefixes); a quoted phrase needs its words in a row, the last by prefix.
 */
export function matchesWords(fieldWords: readonly string[], term: SearchTerm): boolean {
  const wanted = words(term.value);
  if (!wanted.length) return true;
  if (!term.quoted) return wanted.every((word) => fieldWords.some((candidate) => candidate.startsWith(word)));
  return fieldWords.some((_, start) =>
    wanted.every((word, offset) => {
      const candidate = fieldWords[start + offset];
      if (candidate === undefined) return false;
      return offset === wanted.length - 1 ? candidate.startsWith(word) : candidate === word;
    }),
  );
}

/** A whole value (a tag, a vendor, a type): equal once folded, or begun by the term with `*`. */
export function matchesValue(value: string, term: SearchTerm): boolean {
  const candidate = fold(value).trim();
  if (term.exists) return candidate.length > 0;
  const wanted = fold(term.value).trim();
  if (term.comparator !== ':') return compareWith(candidate.localeCompare(wanted), term.comparator);
  return term.prefix ? candidate.startsWith(wanted) : candidate === wanted;
}

/** A text field searched by its content (`title:`): the term's text appears in it, or begins it with `*`. */
export function containsText(value: string, term: SearchTerm): boolean {
  const candidate = fold(value);
  if (term.exists) return candidate.length > 0;
  const wanted = fold(term.value).trim();
  if (term.comparator !== ':') return compareWith(candidate.localeCompare(wanted), term.comparator);
  if (term.prefix) return words(value).some((word) => word.startsWith(wanted)) || candidate.startsWith(wanted);
  return candidate.includes(wanted);
}

function compareWith(order: number, comparator: Comparator): boolean {
  switch (comparator) {
    case ':':
      return order === 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
  }
}

/** A number field (`variants.price:<20`); a term that is not a number matches nothing. */
export function comparesNumber(value: number, term: SearchTerm): boolean {
  if (term.exists) return true;
  const wanted = Number(term.value);
  if (term.value.trim() === '' || !Number.isFinite(wanted)) return false;
  return compareWith(Math.sign(value - wanted), term.comparator);
}

/**
 * The instants a date term covers: `now`, a year (`2024`), a month (`2024-05`), a day (`2024-05-20`) or a
 * full timestamp, in UTC. A partial date stands for its whole period: `created_at:2024` is any time in
 * 2024, `:<2024` before it, `:<=2024` up to its end, `:>2024` after it.
 */
export function dateSpan(text: string, now: Date): {start: number; end: number} | null {
  const value = text.trim();
  if (value.toLowerCase() === 'now') return {start: now.getTime(), end: now.getTime() + 1};
  const partial = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (partial) {
    const [, year, month, day] = partial;
    const y = Number(year);
    const start = Date.UTC(y, month ? Number(month) - 1 : 0, day ? Number(day) : 1);
    const end = day
      ? Date.UTC(y, Number(month) - 1, Number(day) + 1)
      : month
        ? Date.UTC(y, Number(month), 1)
        : Date.UTC(y + 1, 0, 1);
    return {start, end};
  }
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : {start: instant, end: instant + 1};
}

/** A date field (`created_at:>2024-01-01`); a term that is not a date matches nothing. */
export function comparesDate(isoValue: string, term: SearchTerm, now: Date): boolean {
  if (term.exists) return true;
  const span = dateSpan(term.value, now);
  if (!span) return false;
  const instant = Date.parse(isoValue);
  switch (term.comparator) {
    case ':':
      return instant >= span.start && instant < span.end;
    case '<':
      return instant < span.start;
    case '<=':
      return instant < span.end;
    case '>':
      return instant >= span.end;
    case '>=':
      return instant >= span.start;
  }
}
