// Strapi's pagination: `page`/`pageSize` (default 1/25, at most 100) or `start`/`limit`, never both.
import type {QueryValue} from './bracket-query.js';
import {validationError} from './strapi-errors.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export type PaginationMeta =
  | {page: number; pageSize: number; pageCount: number; total: number}
  | {start: number; limit: number; total: number};

function integer(value: QueryValue | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw validationError(`Invalid ${name} parameter`);
  const number = Number(value);
  if (number < min) throw validationError(`Invalid ${name} parameter`);
  return number;
}

export function paginate<T>(items: T[], pagination: QueryValue | undefined): {page: T[]; meta: PaginationMeta} {
  const params = pagination && typeof pagination === 'object' && !Array.isArray(pagination) ? pagination : {};
  const total = items.length;
  const usesOffset = params.start !== undefined || params.limit !== undefined;
  const usesPages = params.page !== undefined || params.pageSize !== undefined;
  if (usesOffset && usesPages) {
    throw validationError('Invalid pagination parameters. Expected either start/limit or page/pageSize');
  }
  if (usesOffset) {
    const start = integer(params.start, 'start', 0) ?? 0;
    const requested = integer(params.limit, 'limit', -1) ?? DEFAULT_PAGE_SIZE;
    const limit = requested === -1 || requested > MAX_PAGE_SIZE ? MAX_PAGE_SIZE : requested;
    return {page: items.slice(start, start + limit), meta: {start, limit, total}};
  }
  const page = integer(params.page, 'page', 1) ?? 1;
  const pageSize = Math.min(integer(params.pageSize, 'pageSize', 1) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const offset = (page - 1) * pageSize;
  return {
    page: items.slice(offset, offset + pageSize),
    meta: {page, pageSize, pageCount: Math.ceil(total / pageSize), total},
  };
}
