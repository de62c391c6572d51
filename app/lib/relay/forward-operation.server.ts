import {RelayRefusal, relayJson} from './relay-response.server';

export const RELAY_TIMEOUT_MS = 10_000;

export interface ForwardTarget {
  url: string;
  headers: Record<string, string>;
  secrets: string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ForwardedOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

// Each secret also in its JSON-escaped form, as it would sit inside a JSON answer.
export function scrubSecrets(text: string, secrets: string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)])
    .reduce((scrubbed, secret) => scrubbed.split(secret).join('[redacted]'), text);
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export async function forwardOperation(
  operation: ForwardedOperation,
  target: ForwardTarget,
): Promise<Response> {
  const timeoutMs = target.timeoutMs ?? RELAY_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  let status: number;
  let retryAfter: string | null;
  try {
    const response = await (target.fetch ?? fetch)(target.url, {
      method: 'POST',
      headers: {...target.headers, 'content-type': 'application/json', accept: 'application/json'},
      body: JSON.stringify(operation),
      signal,
    });
    status = response.status;
    retryAfter = response.headers.get('Retry-After');
    text = await response.text();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('The relay could not reach the Storefront API:', scrubSecrets(message, target.secrets));
    if (isTimeout(error)) {
      throw new RelayRefusal(504, `The shop did not answer within ${timeoutMs / 1000} seconds.`);
    }
    throw new RelayRefusal(502, 'The shop cannot be reached.');
  }

  if (status === 429 || status === 430) {
    throw new RelayRefusal(429, 'The shop is busy: try again in a moment.', retryAfter ? {'Retry-After': retryAfter} : {});
  }
  if (status < 200 || status >= 300) {
    console.error(`The Storefront API answered the relay with status ${status}`);
    throw new RelayRefusal(502, `The shop answered with status ${status}.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RelayRefusal(502, 'The shop answered with something other than JSON.');
  }
  if (body === null || typeof body !== 'object' || (!('data' in body) && !('errors' in body))) {
    throw new RelayRefusal(502, 'The shop answered without data or errors.');
  }
  const {data, errors} = body as {data?: unknown; errors?: unknown};
  const answer = {...(data !== undefined ? {data} : {}), ...(errors !== undefined ? {errors} : {})};
  const scrubbed = JSON.parse(scrubSecrets(JSON.stringify(answer), target.secrets)) as unknown;
  return relayJson(scrubbed);
}
