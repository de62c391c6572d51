// Strapi's `sort`: `sort=startsAt:asc`, `sort=a:asc,b:desc`, `sort[0]=a&sort[1]=b:desc`; ascending by default.
import {asList, type QueryValue} from './bracket-query.js';
import type {Entry} from './content-store.js';
import {validationError} from './strapi-errors.js';

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Strapi (SQL) puts nulls first when ascending.
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') {
    if (DATE_LIKE.test(a) && DATE_LIKE.test(b)) {
      const order = Date.parse(a) - Date.parse(b);
      if (!Number.isNaN(order)) return order;
    }
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return String(a).localeCompare(String(b));
}

export function sortEntries(entries: Entry[], sort: QueryValue | undefined, fields: ReadonlySet<string>): Entry[] {
  const keys = asList(sort, true).map((part) => {
    if (typeof part !== 'string') throw validationError('Invalid sort parameter');
    const [field, direction = 'asc'] = part.split(':');
    if (!fields.has(field)) throw validationError(`Invalid key ${field}`);
    const order = direction.toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw validationError(`Invalid order ${direction}`);
    return {field, sign: order === 'asc' ? 1 : -1};
  });
  if (keys.length === 0) return entries;
  return [...entries].sort((a, b) => {
    for (const {field, sign} of keys) {
      const order = compareValues(a[field], b[field]);
      if (order !== 0) return order * sign;
    }
    return 0;
  });
}
