import {CmsError, UnknownError, readStrapiError} from './errors';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export type ErrorHook = (error: UnknownError) => void;

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
  body?: unknown;
}

export interface HttpOptions {
  fetch?: FetchLike;
  onError?: ErrorHook;
  signal?: AbortSignal;
}

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
  // A write whose answer was lost may have been stored: the same key on the retry gets the first result.
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
