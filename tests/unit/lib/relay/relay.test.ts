import {describe, expect, it, vi} from 'vitest';
import {relay} from '~/lib/relay/relay.server';

const PRIVATE = 'private-token-abc';

function fakeApi(body: unknown = {data: {ok: true}}) {
  return vi.fn<typeof fetch>(async () => Response.json(body));
}

function call(body: unknown, fetchImpl = fakeApi(), headers: Record<string, string> = {}) {
  const request = new Request('https://shop.example/api/shopify', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {'Content-Type': 'application/json', ...headers},
  });
  return relay(request, {url: 'https://api.example/graphql.json', headers: {'X-Token': PRIVATE}, secrets: [PRIVATE], fetch: fetchImpl}, {secret: 'test-secret'});
}

describe('relay', () => {
  it('forwards an allowed operation with the market on @inContext and answers {data}', async () => {
    const fetchImpl = fakeApi({data: {localization: {language: {isoCode: 'FR'}}}});
    const response = await call(
      {query: 'query Loc { localization { language { isoCode } } }', language: 'fr', operationName: 'Loc'},
      fetchImpl,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({data: {localization: {language: {isoCode: 'FR'}}}});
    const sent = JSON.parse(fetchImpl.mock.calls[0][1]?.body as string) as {query: string; operationName?: string};
    expect(sent.operationName).toBe('Loc');
    expect(sent.query).toContain('query Loc @inContext(country: BE, language: FR)');
  });

  it('forwards only the chosen operation of a document', async () => {
    const fetchImpl = fakeApi();
    await call({query: 'query A { cart(id: "1") { id } } query B { shop { name } }', operationName: 'A'}, fetchImpl);
    const sent = JSON.parse(fetchImpl.mock.calls[0][1]?.body as string) as {query: string; operationName?: string};
    expect(sent.query).not.toContain('query B');
  });

  it.each([
    [{query: '{ products(first: 1) { nodes { id } } }'}, 403, /"products"/],
    [{query: '{ __schema { types { name } } }'}, 403, /Introspection/],
    [{query: '{ cart(id: "1") { id }'}, 400, /not a valid GraphQL document/],
    [{query: '{ cart(id: "1") { id } }', country: 'US'}, 400, /country must be one of/],
    ['not json', 400, /not valid JSON/],
  ])('refuses %j with %i and a JSON reason, without calling the API', async (body, status, reason) => {
    const fetchImpl = fakeApi();
    const response = await call(body, fetchImpl);
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(((await response.json()) as {error: string}).error).toMatch(reason);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses cross-site requests with 403', async () => {
    const response = await call({query: '{ cart(id: "1") { id } }'}, fakeApi(), {'Sec-Fetch-Site': 'cross-site'});
    expect(response.status).toBe(403);
  });
});
