// Strapi's `filters` on entries held in memory: field conditions, operators, `$and`/`$or`/`$not`, and
// conditions on a relation's fields (`filters[liveShow][handle][$eq]=…`).
import {asList, type QueryValue} from './bracket-query.js';
import type {Entry} from './content-store.js';
import {validationError} from './strapi-errors.js';

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Dates and datetimes compare as instants, so `+01:00` and `Z` forms of one moment are equal. */
function compare(value: unknown, operand: QueryValue): number | null {
  if (typeof operand !== 'string' || value === null || value === undefined) return null;
  if (typeof value === 'number') {
    const number = Number(operand);
    return Number.isNaN(number) ? null : value - number;
  }
  if (typeof value === 'boolean') return String(value) === operand ? 0 : null;
  if (typeof value !== 'string') return null;
  if (DATE_LIKE.test(value) && DATE_LIKE.test(operand)) {
    const a = Date.parse(value);
    const b = Date.parse(operand);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  }
  return value < operand ? -1 : value > operand ? 1 : 0;
}

const equals = (value: unknown, operand: QueryValue) => compare(value, operand) === 0;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

function single(operand: QueryValue, operator: string): string {
  if (typeof operand !== 'string') throw validationError(`Invalid value for the operator ${operator}.`);
  return operand;
}

function textTest(test: (value: string, operand: string) => boolean, caseless: boolean) {
  return (value: unknown, operand: QueryValue, operator: string) => {
    const subject = text(value);
    if (subject === null) return false;
    const wanted = single(operand, operator);
    return caseless ? test(subject.toLowerCase(), wanted.toLowerCase()) : test(subject, wanted);
  };
}

function ordered(test: (order: number) => boolean) {
  return (value: unknown, operand: QueryValue) => {
    const order = compare(value, operand);
    return order !== null && test(order);
  };
}

const isTrue = (operand: QueryValue) => operand === 'true' || operand === '1';

const OPERATORS: Record<string, (value: unknown, operand: QueryValue, operator: string) => boolean> = {
  $eq: (value, operand) => (Array.isArray(operand) ? operand.some((o) => equals(value, o)) : equals(value, operand)),
  $eqi: textTest((a, b) => a === b, true),
  $ne: (value, operand) => !equals(value, operand),
  $nei: (value, operand, operator) => !textTest((a, b) => a === b, true)(value, operand, operator),
  $in: (value, operand) => asList(operand).some((o) => equals(value, o)),
  $notIn: (value, operand) => !asList(operand).some((o) => equals(value, o)),
  $lt: ordered((order) => order < 0),
  $lte: ordered((order) => order <= 0),
  $gt: ordered((order) => order > 0),
  $gte: ordered((order) => order >= 0),
  $between: (value, operand) => {
    const [low, high] = asList(operand);
    return low !== undefined && high !== undefined && (compare(value, low) ?? -1) >= 0 && (compare(value, high) ?? 1) <= 0;
  },
  $contains: textTest((a, b) => a.includes(b), false),
  $containsi: textTest((a, b) => a.includes(b), true),
  $notContains: (value, operand, operator) => !textTest((a, b) => a.includes(b), false)(value, operand, operator),
  $notContainsi: (value, operand, operator) => !textTest((a, b) => a.includes(b), true)(value, operand, operator),
  $startsWith: textTest((a, b) => a.startsWith(b), false),
  $startsWithi: textTest((a, b) => a.startsWith(b), true),
  $endsWith: textTest((a, b) => a.endsWith(b), false),
  $endsWithi: textTest((a, b) => a.endsWith(b), true),
  $null: (value, operand) => (value === null || value === undefined) === isTrue(operand),
  $notNull: (value, operand) => (value !== null && value !== undefined) === isTrue(operand),
};

function matches(value: unknown, condition: QueryValue): boolean {
  if (typeof condition === 'string' || Array.isArray(condition)) return OPERATORS.$eq(value, condition, '$eq');
  for (const [key, operand] of Object.entries(condition)) {
    if (key === '$and') {
      if (!asList(operand).every((part) => matches(value, part))) return false;
    } else if (key === '$or') {
      if (!asList(operand).some((part) => matches(value, part))) return false;
    } else if (key === '$not') {
      if (matches(value, operand)) return false;
    } else if (key.startsWith('$')) {
      const operator = OPERATORS[key];
      if (!operator) throw validationError(`Invalid operator ${key}`);
      if (!operator(value, operand, key)) return false;
    } else if (Array.isArray(value)) {
      if (!value.some((item) => isObject(item) && matches(item[key], operand))) return false;
    } else if (!isObject(value) || !matches(value[key], operand)) {
      return false;
    }
  }
  return true;
}

function checkKeys(filters: QueryValue, fields: ReadonlySet<string>): void {
  if (typeof filters === 'string' || Array.isArray(filters)) throw validationError('Invalid filters: expected an object.');
  for (const [key, value] of Object.entries(filters)) {
    if (key === '$and' || key === '$or') asList(value).forEach((part) => checkKeys(part, fields));
    else if (key === '$not') checkKeys(value, fields);
    else if (key.startsWith('$')) throw validationError(`Invalid operator ${key} at the top of filters`);
    else if (!fields.has(key)) throw validationError(`Invalid key ${key}`);
  }
}

/** Keeps the entries that match; an unknown field or operator is a 400, as in Strapi. */
export function filterEntries(entries: Entry[], filters: QueryValue | undefined, fields: ReadonlySet<string>): Entry[] {
  if (filters === undefined) return entries;
  checkKeys(filters, fields);
  return entries.filter((entry) => matches(entry, filters));
}
