import qs from 'qs';

// Checked when building as when parsing: a query past a limit is refused, never truncated.
export const QUERY_LIMITS = {arrayLimit: 20, depth: 5, parameterLimit: 1000} as const;

export type StrapiQuery = Record<string, unknown>;

export class CmsQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsQueryError';
  }
}

const PARSE_OPTIONS = {
  ...QUERY_LIMITS,
  ignoreQueryPrefix: true,
  strictDepth: true,
  throwOnLimitExceeded: true,
} as const;

export function parseQuery(search: string): StrapiQuery {
  try {
    return qs.parse(search, PARSE_OPTIONS);
  } catch (error) {
    throw new CmsQueryError(`Query refused: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The query as `buildQuery` reads it, or null where JSON would confuse two queries (NaN, an invalid date…). */
export function queryKey(params: StrapiQuery): string | null {
  let faithful = true;
  const key = JSON.stringify(params, function (this: Record<string, unknown>, name: string, value: unknown) {
    const raw = this[name];
    if (
      (typeof raw === 'number' && !Number.isFinite(raw)) ||
      typeof raw === 'function' ||
      typeof raw === 'symbol' ||
      typeof raw === 'bigint' ||
      (raw === undefined && Array.isArray(this)) ||
      (raw instanceof Date && Number.isNaN(raw.getTime()))
    ) {
      faithful = false;
      return null;
    }
    return value;
  });
  return faithful ? key : null;
}

export function buildQuery(params: StrapiQuery): string {
  refuseObjectsInArrays(params, []);
  const search = qs.stringify(params, {
    encodeValuesOnly: true,
    arrayFormat: 'brackets',
    skipNulls: true,
  });
  try {
    qs.parse(search, PARSE_OPTIONS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CmsQueryError(
      `Query exceeds the limits (arrays ${QUERY_LIMITS.arrayLimit}, depth ${QUERY_LIMITS.depth}, ` +
        `parameters ${QUERY_LIMITS.parameterLimit}): ${reason}`,
    );
  }
  return search;
}

// With brackets `[{a: 1}, {b: 2}]` parses back as `[{a, b}]`: the query would silently change meaning.
function refuseObjectsInArrays(value: unknown, path: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (item !== null && typeof item === 'object') {
        throw new CmsQueryError(
          `Query at "${[...path, String(index)].join('.')}" puts an object in an array, which brackets ` +
            `cannot express; key the entries by index instead ({0: {...}, 1: {...}}).`,
        );
      }
    });
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) refuseObjectsInArrays(child, [...path, key]);
  }
}
