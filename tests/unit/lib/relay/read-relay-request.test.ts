import {describe, expect, it} from 'vitest';
import {readRelayRequest, RELAY_BODY_LIMIT} from '~/lib/relay/read-relay-request.server';
import {RelayRefusal} from '~/lib/relay/relay-response.server';

const URL = 'https://shop.example/api/shopify';

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(URL, {method: 'POST', body, headers: {'Content-Type': 'application/json', ...headers}});
}

async function refusalOf(request: Request): Promise<RelayRefusal> {
  try {
    await readRelayRequest(request);
  } catch (error) {
    if (error instanceof RelayRefusal) return error;
    throw error;
  }
  throw new Error('the request was accepted');
}

/** A body that arrives in pieces and never says its length, like a chunked upload. */
function streamed(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(8192, size - sent)).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('readRelayRequest', () => {
  it('reads query, variables, operationName and the market', async () => {
    const body = await readRelayRequest(
      post(JSON.stringify({query: '{ cart(id: "1") { id } }', variables: {a: 1}, operationName: null, country: 'be', language: 'nl'}), {
        'Content-Type': 'application/json; charset=utf-8',
        'Sec-Fetch-Site': 'same-origin',
      }),
    );
    expect(body).toEqual({query: '{ cart(id: "1") { id } }', variables: {a: 1}, operationName: null, country: 'BE', language: 'NL'});
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s with 405 and Allow: POST', async (method) => {
    const error = await refusalOf(new Request(URL, {method}));
    expect(error.status).toBe(405);
    expect(error.headers).toEqual({Allow: 'POST'});
    expect(error.toResponse().headers.get('Allow')).toBe('POST');
  });

  it('refuses a cross-site browser request with 403 and lets same-site ones through', async () => {
    const body = JSON.stringify({query: '{ cart(id: "1") { id } }'});
    expect((await refusalOf(post(body, {'Sec-Fetch-Site': 'cross-site'}))).status).toBe(403);
    await expect(readRelayRequest(post(body, {'Sec-Fetch-Site': 'same-site'}))).resolves.toBeTruthy();
    await expect(readRelayRequest(post(body, {'Sec-Fetch-Site': 'none'}))).resolves.toBeTruthy();
  });

  it.each([['text/plain'], ['application/graphql'], ['application/x-www-form-urlencoded'], ['']])(
    'refuses the content type "%s" with 415',
    async (type) => {
      const request = new Request(URL, {method: 'POST', body: '{}', headers: type ? {'Content-Type': type} : {}});
      if (!type) request.headers.delete('Content-Type');
      expect((await refusalOf(request)).status).toBe(415);
    },
  );

  it('refuses a body whose Content-Length is over 64 KB with 413 before reading it', async () => {
    let pulled = false;
    const body = new ReadableStream({
      pull(controller) {
        pulled = true;
        controller.close();
      },
    }, {highWaterMark: 0});
    const request = new Request(URL, {
      method: 'POST',
      body,
      headers: {'Content-Type': 'application/json', 'Content-Length': String(RELAY_BODY_LIMIT + 1)},
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('Content-Length')).toBe(String(RELAY_BODY_LIMIT + 1));
    const error = await refusalOf(request);
    expect(pulled).toBe(false);
    expect(error.status).toBe(413);
    expect(error.reason).toContain('64 KB');
  });

  it('refuses a body that streams past 64 KB without saying its length', async () => {
    const request = new Request(URL, {
      method: 'POST',
      body: streamed(RELAY_BODY_LIMIT + 1),
      headers: {'Content-Type': 'application/json'},
      duplex: 'half',
    } as RequestInit);
    expect((await refusalOf(request)).status).toBe(413);
  });

  it('refuses a body that streams past a Content-Length that lied', async () => {
    const request = new Request(URL, {
      method: 'POST',
      body: streamed(RELAY_BODY_LIMIT * 2),
      headers: {'Content-Type': 'application/json', 'Content-Length': '100'},
      duplex: 'half',
    } as RequestInit);
    expect((await refusalOf(request)).status).toBe(413);
  });

  it('accepts a body of exactly 64 KB', async () => {
    const json = JSON.stringify({query: '{ cart(id: "1") { id } }'});
    const body = json + ' '.repeat(RELAY_BODY_LIMIT - json.length);
    await expect(readRelayRequest(post(body))).resolves.toMatchObject({query: '{ cart(id: "1") { id } }'});
  });

  it.each([
    ['an empty body', '', /not valid JSON/],
    ['broken JSON', '{"query": ', /not valid JSON/],
    ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), /UTF-8/],
    ['an array', '[]', /JSON object/],
    ['a string', '"{ cart }"', /JSON object/],
    ['no query', '{"variables": {}}', /query must be a string/],
    ['a query that is not a string', '{"query": 1}', /query must be a string/],
    ['an empty query', '{"query": "  "}', /query is empty/],
    ['variables that are not an object', '{"query": "{ cart }", "variables": [1]}', /variables must be a JSON object/],
    ['an operationName that is not a string', '{"query": "{ cart }", "operationName": 3}', /operationName must be a string/],
    ['an unsupported country', '{"query": "{ cart }", "country": "US"}', /country must be one of BE/],
    ['an unsupported language', '{"query": "{ cart }", "language": "DE"}', /language must be one of EN, FR, NL/],
  ])('refuses %s with 400', async (_label, body, reason) => {
    const error = await refusalOf(post(body));
    expect(error.status).toBe(400);
    expect(error.reason).toMatch(reason);
  });
});
