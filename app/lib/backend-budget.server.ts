import {CmsError} from '~/lib/cms/errors';

export const BACKEND_BUDGET_MS = 5_000;

// Deliberately not an `Error`: React Router replaces any `Error` with a generic one on its way to the browser,
// but sends a route error response whole, so the hydrated error page can still tell "unavailable".
export class BackendUnavailableError {
  readonly status = 503;
  readonly statusText = 'Service Unavailable';
  readonly internal = false;
  readonly data = {backend: 'unavailable'} as const;
  readonly message: string;

  constructor(backend: string, cause: unknown) {
    this.message = `${backend} unavailable: ${cause instanceof Error ? cause.message : String(cause)}`;
  }
}

export function unavailablePage(headers: Headers): number {
  headers.set('X-Robots-Tag', 'noindex');
  headers.set('Cache-Control', 'no-store');
  return 200;
}

export class BackendBudget {
  private readonly deadline: number;
  degraded = false;

  constructor(now = Date.now(), budgetMs = BACKEND_BUDGET_MS) {
    this.deadline = now + budgetMs;
  }

  signal(): AbortSignal {
    return AbortSignal.timeout(Math.max(0, this.deadline - Date.now()));
  }

  async run<T>(backend: string, call: (signal: AbortSignal) => Promise<T>, isOutage: (error: unknown) => boolean): Promise<T> {
    const signal = this.signal();
    let onAbort = () => {};
    const late = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason ?? new Error('timed out'));
      signal.addEventListener('abort', onAbort, {once: true});
    });
    try {
      // Raced as well as passed on: a client that ignores the signal (Hydrogen's) still stops waiting.
      return await Promise.race([call(signal), late]);
    } catch (error) {
      if (signal.aborted || isTimeout(error) || isOutage(error)) {
        this.degraded = true;
        throw new BackendUnavailableError(backend, error);
      }
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
      late.catch(() => {});
    }
  }
}

function isTimeout(error: unknown): boolean {
  const name = (error as {name?: unknown; cause?: {name?: unknown}} | null)?.name;
  const causeName = (error as {cause?: {name?: unknown}} | null)?.cause?.name;
  return [name, causeName].some((value) => value === 'TimeoutError' || value === 'AbortError');
}

export function isCmsOutage(error: unknown): boolean {
  return error instanceof CmsError && error.status >= 500;
}

// Whatever Hydrogen's client throws is an outage, except a GraphQL error, which is an answer.
export function isStorefrontOutage(error: unknown): boolean {
  return (error as {name?: unknown} | null)?.name !== 'GraphQLError';
}

// The Customer Account API's calls (discovery, tokens, GraphQL): anything but an answer (a GraphQL refusal,
// a token it no longer takes) is the shop being away.
const ACCOUNT_ANSWERS = new Set(['AccountApiRefusal', 'AccountSignInEnded']);
export function isAccountOutage(error: unknown): boolean {
  return !ACCOUNT_ANSWERS.has((error as {name?: unknown} | null)?.name as string);
}

interface StorefrontCalls {
  query: (...args: never[]) => Promise<unknown>;
  mutate: (...args: never[]) => Promise<unknown>;
}

export function budgetStorefront<S extends StorefrontCalls>(storefront: S, budget: BackendBudget): S {
  const {query, mutate} = storefront;
  storefront.query = ((...args: never[]) =>
    budget.run('storefront', () => query.apply(storefront, args), isStorefrontOutage)) as S['query'];
  storefront.mutate = ((...args: never[]) =>
    budget.run('storefront', () => mutate.apply(storefront, args), isStorefrontOutage)) as S['mutate'];
  return storefront;
}
