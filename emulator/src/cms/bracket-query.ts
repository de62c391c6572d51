// Strapi parses query strings with qs: `filters[city][$eq]=Gent`, `sort[0]=startsAt:asc`, `populate[]=image`.
// This is the subset of qs the content routes need, with qs's default limits.
import {validationError} from './strapi-errors.js';

export type QueryValue = string | QueryValue[] | {[key: string]: QueryValue};
export type QueryObject = {[key: string]: QueryValue};

const MAX_PARAMETERS = 1000;
const MAX_DEPTH = 10;

function keyPath(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return [name];
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]);
  return [match[1], ...rest];
}

function assign(target: QueryObject | QueryValue[], path: string[], value: string): void {
  const [head, ...rest] = path;
  const container = target as Record<string, QueryValue>;
  if (Array.isArray(target) && head === '') {
    if (rest.length === 0) target.push(value);
    else {
      const child: QueryObject = {};
      target.push(child);
      assign(child, rest, value);
    }
    return;
  }
  if (rest.length === 0) {
    const existing = container[head];
    if (existing === undefined) container[head] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') container[head] = [existing, value];
    return;
  }
  let child = container[head];
  if (child === undefined || typeof child === 'string') {
    child = rest[0] === '' ? [] : {};
    container[head] = child;
  } else if (Array.isArray(child) && rest[0] !== '') {
    // `a[]=x&a[1]=y`: qs turns the array into an index-keyed object.
    child = Object.fromEntries(child.map((item, index) => [String(index), item]));
    container[head] = child;
  }
  assign(child, rest, value);
}

export function parseBracketQuery(params: URLSearchParams): QueryObject {
  const result: QueryObject = {};
  let count = 0;
  for (const [name, value] of params) {
    if (++count > MAX_PARAMETERS) break;
    const path = keyPath(name);
    if (path.length > MAX_DEPTH + 1) throw validationError(`The query parameter ${name} is nested too deeply.`);
    assign(result, path, value);
  }
  return result;
}

/**
 * An array, an index-keyed object (`x[0]=…&x[1]=…`) or one value, as a list. Strapi splits a string on
 * commas for `sort`, `fields` and `populate`, never for filter values.
 */
export function asList(value: QueryValue | undefined, splitCommas = false): QueryValue[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    return splitCommas ? value.split(',').map((part) => part.trim()).filter(Boolean) : [value];
  }
  const keys = Object.keys(value);
  if (keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]);
  }
  return [value];
}
