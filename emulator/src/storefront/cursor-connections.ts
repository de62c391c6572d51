// Relay connections over in-memory lists, with Shopify's page-size rules and opaque cursors.
import {GraphQLError} from 'graphql';

export const MAX_PAGE_SIZE = 250;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: {cursor: string; node: T}[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

// Shopify's cursors are base64 JSON naming the last record; ours follow the same idea.
export function encodeCursor(key: string | number): string {
  return Buffer.from(JSON.stringify({last_id: key, last_value: String(key)})).toString('base64');
}

function decodeCursor(cursor: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as {last_id?: unknown};
    if (parsed.last_id !== undefined) return String(parsed.last_id);
  } catch {
    // fall through to the error below
  }
  throw new GraphQLError(`Invalid cursor: ${cursor}`, {extensions: {code: 'BAD_REQUEST'}});
}

/** Validates first/last as Shopify does before any data is read. */
export function checkPageArgs(args: PageArgs): void {
  const {first, last} = args;
  if (first == null && last == null) {
    throw new GraphQLError('you must provide one of first or last', {
      extensions: {code: 'BAD_REQUEST'},
    });
  }
  for (const [name, value] of [['first', first], ['last', last]] as const) {
    if (value == null) continue;
    if (value < 0) {
      throw new GraphQLError(`${name} must be a non-negative integer`, {extensions: {code: 'BAD_REQUEST'}});
    }
    if (value > MAX_PAGE_SIZE) {
      throw new GraphQLError(`${name} cannot exceed ${MAX_PAGE_SIZE}; use pagination to fetch more`, {
        extensions: {code: 'MAX_PAGE_SIZE_EXCEEDED', argumentName: name, maximum: MAX_PAGE_SIZE},
      });
    }
  }
}

export function paginate<T>(
  items: readonly T[],
  args: PageArgs,
  keyOf: (item: T) => string | number,
): Connection<T> {
  checkPageArgs(args);
  let start = 0;
  let end = items.length;
  if (args.after) {
    const key = decodeCursor(args.after);
    const index = items.findIndex((item) => String(keyOf(item)) === key);
    start = index === -1 ? items.length : index + 1;
  }
  if (args.before) {
    const key = decodeCursor(args.before);
    const index = items.findIndex((item) => String(keyOf(item)) === key);
    end = index === -1 ? end : Math.min(end, index);
  }
  if (end < start) end = start;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);

  const slice = items.slice(start, end);
  const edges = slice.map((node) => ({cursor: encodeCursor(keyOf(node)), node}));
  return {
    edges,
    nodes: slice,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** No nodes: fits any connection type. */
export function emptyConnection(): Connection<never> {
  return {
    edges: [],
    nodes: [],
    pageInfo: {hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null},
  };
}
