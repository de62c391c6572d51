import {afterAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {relay} from '~/lib/relay/relay.server';
import {memoryCaches} from '../../../fixtures/memory-caches';

const SIGN_IN = `mutation ($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } }
}`;
const RECOVER = 'mutation ($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }';
const REGISTER = `mutation ($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id } customerUserErrors { code } }
}`;

/** The shop: answers a few milliseconds later, as a wrong password, a sent mail or a new account. */
function fakeShop() {
  return vi.fn<typeof fetch>(async (_url, init) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const {query} = JSON.parse(init?.body as string) as {query: string};
    if (query.includes('customerAccessTokenCreate')) {
      return Response.json({data: {customerAccessTokenCreate: {customerAccessToken: null}}});
    }
    if (query.includes('customerRecover')) return Response.json({data: {customerRecover: {customerUserErrors: []}}});
    return Response.json({data: {customerCreate: {customer: {id: 'gid://shopify/Customer/1'}, customerUserErrors: []}}});
  });
}

function call(shop: typeof fetch, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request('https://shop.example/api/shopify', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {'Content-Type': 'application/json', ...headers},
  });
  return relay(request, {url: 'https://api.example/graphql.json', headers: {}, secrets: [], fetch: shop}, {secret: 'test-secret'});
}

const parallel = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({length: count}, (_, index) => make(index)));

beforeEach(() => {
  vi.stubGlobal('caches', memoryCaches());
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the relay counts before it forwards', () => {
  it('lets at most 5 of 40 parallel wrong passwords for one account reach the shop', async () => {
    const shop = fakeShop();
    const answers = await parallel(40, (index) =>
      call(shop, {query: SIGN_IN, variables: {input: {email: 'ada@example.be', password: `guess-${index}`}}}),
    );
    expect(shop.mock.calls.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(4);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(36);
  });

  it('lets at most 100 parallel wrong passwords from one address reach the shop, over many accounts', async () => {
    const shop = fakeShop();
    await parallel(140, (index) =>
      call(
        shop,
        {query: SIGN_IN, variables: {input: {email: `person-${index}@example.be`, password: 'guess'}}},
        {'oxygen-buyer-ip': '203.0.113.9'},
      ),
    );
    expect(shop.mock.calls.length).toBeLessThanOrEqual(100);
  });

  it('sends at most 3 reset mails to one address, however they are asked for', async () => {
    const shop = fakeShop();
    const answers = await parallel(15, (index) =>
      call(shop, {
        query: index % 2 ? RECOVER : RECOVER.replace('customerRecover', `r${index}: customerRecover`),
        variables: {email: index % 3 ? 'ada@example.be' : ' ADA@example.be'},
        language: 'fr',
      }),
    );
    expect(shop.mock.calls.length).toBeLessThanOrEqual(3);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as {error: string}).error).toMatch(/Trop de demandes/);
  });

  it('sends at most 30 reset mails from one client, whatever the addresses', async () => {
    const shop = fakeShop();
    await parallel(45, (index) =>
      call(shop, {query: RECOVER, variables: {email: `person-${index}@example.be`}}, {'oxygen-buyer-ip': '203.0.113.10'}),
    );
    expect(shop.mock.calls.length).toBeLessThanOrEqual(30);
  });

  it('makes at most 3 accounts attempts for one address and 30 from one client', async () => {
    const shop = fakeShop();
    await parallel(10, () =>
      call(shop, {query: REGISTER, variables: {input: {email: 'grace@example.be', password: 'long-enough-1'}}}),
    );
    expect(shop.mock.calls.length).toBeLessThanOrEqual(3);

    const many = fakeShop();
    await parallel(45, (index) =>
      call(
        many,
        {query: REGISTER, variables: {input: {email: `new-${index}@example.be`, password: 'long-enough-1'}}},
        {'oxygen-buyer-ip': '203.0.113.11'},
      ),
    );
    expect(many.mock.calls.length).toBeLessThanOrEqual(30);
  });

  it('gives back a reset mail the shop never answered', async () => {
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await call(down, {query: RECOVER, variables: {email: 'ada@example.be'}})).status).toBeGreaterThanOrEqual(500);
    }
    const shop = fakeShop();
    const answers = await parallel(3, () => call(shop, {query: RECOVER, variables: {email: 'ada@example.be'}}));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
