import {CmsError} from '~/lib/cms/errors';

/**
 * How long one page may wait for its backends (the shop's Storefront API and the CMS), every call and
 * retry together, counted from the request's start. A healthy backend answers in well under a second,
 * so only a failing one reaches this; a visitor still gets a page within a few seconds, well before
 * the relay's own limit and long before anyone gives up on a blank tab.
 */
export const BACKEND_BUDGET_MS = 5_000;

/**
 * A backend that did not answer in time, could not be reached or failed on its side (5xx). Shaped as
 * a route error response and deliberately not an `Error`: React Router sends the browser a route error
 * response whole (status and data) but replaces any `Error` with a generic one, and the error page must
 * tell "unavailable" from a fault of ours once hydrated, too.
 */
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

/**
 * A page rendered with "temporarily unavailable" in place of its content answers 200, never a 5xx:
 * the visitor gets the layout and a message in their language, a crawler is told not to index it,
 * and no cache keeps it. Returns the status and marks the headers.
 */
export function unavailablePage(headers: Headers): number {
  headers.set('X-Robots-Tag', 'noindex');
  headers.set('Cache-Control', 'no-store');
  return 200;
}

/** One request's deadline for its backend calls, and whether any of them failed. */
export class BackendBudget {
  private readonly deadline: number;
  /** Set when a call ran out of time or its backend failed: the answer must not be cached. */
  degraded = false;

  constructor(now = Date.now(), budgetMs = BACKEND_BUDGET_MS) {
    this.deadline = now + budgetMs;
  }

  /** Aborts at the deadline: handed to `fetch`, it also stops a call's retries. */
  signal(): AbortSignal {
    return AbortSignal.timeout(Math.max(0, this.deadline - Date.now()));
  }

  /**
   * Runs one backend call within the deadline. A late, unreachable or failing backend becomes a
   * `BackendUnavailableError`; any other error (a 404, bad content, our own bug) passes unchanged.
   */
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

/** The CMS client's outage: its own "no usable answer" (network, unreadable body) or a 5xx. */
export function isCmsOutage(error: unknown): boolean {
  return error instanceof CmsError && error.status >= 500;
}

/**
 * The Storefront API's outage as Hydrogen reports it: whatever its client throws (the network's error,
 * "Network connection lost", its error for a 5xx answer) except a GraphQL error, which is an answer.
 */
export function isStorefrontOutage(error: unknown): boolean {
  return (error as {name?: unknown} | null)?.name !== 'GraphQLError';
}

interface StorefrontCalls {
  query: (...args: never[]) => Promise<unknown>;
  mutate: (...args: never[]) => Promise<unknown>;
}

/**
 * Bounds the storefront client's calls in place, so the cart handler, which holds the same client,
 * is bounded too. Hydrogen's client takes no signal: the budget stops the wait, not the request.
 */
export function budgetStorefront<S extends StorefrontCalls>(storefront: S, budget: BackendBudget): S {
  const {query, mutate} = storefront;
  storefront.query = ((...args: never[]) =>
    budget.run('storefront', () => query.apply(storefront, args), isStorefrontOutage)) as S['query'];
  storefront.mutate = ((...args: never[]) =>
    budget.run('storefront', () => mutate.apply(storefront, args), isStorefrontOutage)) as S['mutate'];
  return storefront;
}
