import {afterEach, describe, expect, it, vi} from 'vitest';
import {forwardOperation, scrubSecrets, type ForwardTarget} from '~/lib/relay/forward-operation.server';
import {RelayRefusal} from '~/lib/relay/relay-response.server';

const PRIVATE = 'shpat_private_token_1234';
const PUBLIC = 'public-token-5678';
const OPERATION = {query: 'query P { cart(id: "1") { id } }', variables: {a: 1}, operationName: 'P'};

function target(fetchImpl: typeof fetch, extra: Partial<ForwardTarget> = {}): ForwardTarget {
  return {
    url: 'https://shop.example/api/2026-04/graphql.json',
    headers: {'Shopify-Storefront-Private-Token': PRIVATE, 'content-type': 'application/json'},
    secrets: [PRIVATE, PUBLIC],
    fetch: fetchImpl,
    ...extra,
  };
}

const answer = (body: unknown, init: ResponseInit = {}) =>
  vi.fn<typeof fetch>(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), init));

async function refusalOf(promise: Promise<unknown>): Promise<RelayRefusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RelayRefusal) return error;
    throw error;
  }
  throw new Error('forwarded without refusal');
}

afterEach(() => vi.restoreAllMocks());

describe('forwardOperation', () => {
  it('posts the operation with the server headers and answers data and errors as the API gave them', async () => {
    const errors = [{message: 'Variable $x is unused', locations: [{line: 1, column: 9}], extensions: {code: 'x'}}];
    const fetchImpl = answer({data: {cart: null}, errors, extensions: {cost: {requestedQueryCost: 1}}}, {
      headers: {'Set-Cookie': 'upstream=1', 'X-Request-Id': 'abc'},
    });
    const response = await forwardOperation(OPERATION, target(fetchImpl));

    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://shop.example/api/2026-04/graphql.json');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Shopify-Storefront-Private-Token']).toBe(PRIVATE);
    expect(JSON.parse(init?.body as string)).toEqual(OPERATION);

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('X-Request-Id')).toBeNull();
    expect(await response.json()).toEqual({data: {cart: null}, errors});
  });

  it('answers only data when the API sent no errors', async () => {
    const response = await forwardOperation(OPERATION, target(answer({data: {cart: {id: '1'}}})));
    expect(await response.json()).toEqual({data: {cart: {id: '1'}}});
  });

  it('scrubs the tokens from anything the API echoes', async () => {
    const fetchImpl = answer({errors: [{message: `Bad token ${PRIVATE} or ${PUBLIC}`}], data: {note: PRIVATE}});
    const response = await forwardOperation(OPERATION, target(fetchImpl));
    const text = await response.text();
    expect(text).not.toContain(PRIVATE);
    expect(text).not.toContain(PUBLIC);
    expect(text).toContain('[redacted]');
  });

  it('answers 502 when the API cannot be reached, without the cause or the token', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError(`fetch failed: connect ECONNREFUSED (token ${PRIVATE})`);
    });
    const error = await refusalOf(forwardOperation(OPERATION, target(fetchImpl)));
    expect(error.status).toBe(502);
    expect(error.reason).toBe('The shop cannot be reached.');
    expect(JSON.stringify(spy.mock.calls)).not.toContain(PRIVATE);
    expect(JSON.stringify(spy.mock.calls)).toContain('ECONNREFUSED');
  });

  it('answers 504 when the API does not answer in time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const error = await refusalOf(forwardOperation(OPERATION, target(fetchImpl, {timeoutMs: 20})));
    expect(error.status).toBe(504);
    expect(error.reason).toMatch(/did not answer/);
  });

  it.each([[500], [503], [401], [403], [404]])('answers 502 when the API answers %i', async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await refusalOf(
      forwardOperation(OPERATION, target(answer({errors: [{message: `token ${PRIVATE}`}]}, {status}))),
    );
    expect(error.status).toBe(502);
    expect(error.reason).toBe(`The shop answered with status ${status}.`);
  });

  it('answers 429 with Retry-After when the API throttles', async () => {
    const error = await refusalOf(
      forwardOperation(OPERATION, target(answer('Too many', {status: 429, headers: {'Retry-After': '2'}}))),
    );
    expect(error.status).toBe(429);
    expect(error.toResponse().headers.get('Retry-After')).toBe('2');
  });

  it.each([
    ['HTML', '<html>maintenance</html>'],
    ['JSON without data or errors', '{"hello": 1}'],
    ['JSON null', 'null'],
  ])('answers 502 when the API answers %s', async (_label, body) => {
    const error = await refusalOf(forwardOperation(OPERATION, target(answer(body))));
    expect(error.status).toBe(502);
  });
});

describe('scrubSecrets', () => {
  it('replaces every secret, also JSON-escaped, and ignores empty ones', () => {
    expect(scrubSecrets('a "s\\"x" s"x b', ['s"x', ''])).toBe('a "[redacted]" [redacted] b');
  });
});
