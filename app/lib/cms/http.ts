import {CmsError, UnknownError, readStrapiError} from './errors';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export type ErrorHook = (error: UnknownError) => void;

/** The spec's generic HTTP client rule: idempotent methods are never retried, others once. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export function retriesFor(method: string): number {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) ? 0 : 1;
}

export interface JsonRequest {
  url: string;
  method?: string;
  headers?: HeadersInit;
  /** Sent as JSON. */
  body?: unknown;
}

export interface HttpOptions {
  fetch?: FetchLike;
  onError?: ErrorHook;
  /** Ends the call, retries included, when it aborts (a page's time budget). */
  signal?: AbortSignal;
}

/**
 * Sends a request and returns its JSON body. A failed answer throws: a `CmsError` carrying the
 * server's own error body, or else an `UnknownError` (500, original message) after the hook ran.
 * A network error counts as retryable for non-idempotent methods, like the listed statuses.
 */
export async function requestJson(request: JsonRequest, options: HttpOptions = {}): Promise<unknown> {
  const method = (request.method ?? 'GET').toUpperCase();
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const headers = new Headers(request.headers);
  headers.set('Accept', 'application/json');
  const init: RequestInit = {method, headers, signal: options.signal};
  if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(request.body);
  }

  let retriesLeft = retriesFor(method);
  // A retried write may follow one the server stored but whose answer was lost: the same key on
  // both lets the server answer the retry with the first result instead of storing it twice.
  if (retriesLeft > 0 && !headers.has(IDEMPOTENCY_KEY_HEADER)) headers.set(IDEMPOTENCY_KEY_HEADER, crypto.randomUUID());
  for (;;) {
    let response: Response;
    try {
      response = await send(request.url, init);
    } catch (error) {
      if (!options.signal?.aborted && retriesLeft-- > 0) continue;
      throw unknown(messageOf(error), options.onError, error);
    }
    if (!response.ok && RETRY_STATUSES.has(response.status) && !options.signal?.aborted && retriesLeft-- > 0) {
      await response.body?.cancel();
      continue;
    }
    // Without its query: a provider callback carries an access token there.
    return readBody(response, method, request.url.split('?')[0] ?? '', options.onError);
  }
}

async function readBody(
  response: Response,
  method: string,
  url: string,
  onError: ErrorHook | undefined,
): Promise<unknown> {
  const text = await response.text();
  let body: unknown = undefined;
  let parseError: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch (error) {
      parseError = error;
    }
  }
  if (response.ok) {
    if (parseError || body === undefined) {
      throw unknown(`[${method}] ${url}: the answer is not JSON`, onError, parseError ?? undefined);
    }
    return body;
  }
  const strapiError = readStrapiError(body);
  if (strapiError) throw new CmsError(strapiError);
  throw unknown(`[${method}] ${url}: ${response.status} ${response.statusText}`.trim(), onError);
}

function unknown(message: string, onError: ErrorHook | undefined, cause?: unknown): UnknownError {
  const error = new UnknownError(message, cause === undefined ? undefined : {cause});
  onError?.(error);
  return error;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
