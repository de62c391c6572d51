import {createHash} from 'node:crypto';
import type {HydrogenSession} from '@shopify/hydrogen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {BackendBudget, BackendUnavailableError} from '~/lib/backend-budget.server';
import {accountData} from '~/lib/customer/account-data.server';
import {
  finishHostedSignIn,
  hostedSignInUrl,
  hostedSignOutUrl,
  refreshAccountTokens,
  storedAccountTokens,
} from '~/lib/customer/customer-account/sign-in-flow.server';

const SHOP = 'http://127.0.0.1:4999';
const ISSUER = `${SHOP}/authentication/1`;
const CLIENT = 'shp_test-client';
const env = {PUBLIC_STORE_DOMAIN: SHOP, PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: CLIENT};
const SITE = 'https://duo.example';

function memorySession(): HydrogenSession {
  const values = new Map<string, unknown>();
  return {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
  } as unknown as HydrogenSession;
}

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const idToken = (claims: Record<string, unknown>) =>
  `${base64Url(JSON.stringify({alg: 'RS256'}))}.${base64Url(JSON.stringify(claims))}.signature`;

interface TokenCall {
  body: URLSearchParams;
  origin: string | null;
}

/** A shop whose discovery documents answer, and whose token endpoint answers what the test says. */
function fakeShop(answerTokens: (body: URLSearchParams) => Response | Promise<Response>) {
  const calls: TokenCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === `${SHOP}/.well-known/openid-configuration`) {
      return Response.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/oauth/authorize`,
        token_endpoint: `${ISSUER}/oauth/token`,
        end_session_endpoint: `${ISSUER}/logout`,
      });
    }
    if (url === `${SHOP}/.well-known/customer-account-api`) return Response.json({graphql_api: `${SHOP}/1/graphql`});
    if (url === `${ISSUER}/oauth/token`) {
      const body = new URLSearchParams(String(init?.body));
      calls.push({body, origin: new Headers(init?.headers).get('origin')});
      return answerTokens(body);
    }
    return new Response('not found', {status: 404});
  });
  return calls;
}

const tokensFor = (nonce: string | undefined, claims: Record<string, unknown> = {}) =>
  Response.json({
    access_token: 'shcat_new',
    expires_in: 3600,
    refresh_token: 'shcrt_new',
    id_token: idToken({iss: ISSUER, aud: CLIENT, nonce, ...claims}),
  });

async function startedSignIn(session: HydrogenSession) {
  const request = new Request(`${SITE}/fr/compte/connexion`);
  const url = new URL(await hostedSignInUrl(env, session, request, 'fr', '/fr/compte/commandes'));
  return {url, params: url.searchParams};
}

const callback = (params: Record<string, string>) =>
  new Request(`${SITE}/fr/compte/autorisation?${new URLSearchParams(params)}`);

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe('leaving for the hosted sign-in', () => {
  it('asks for a code with PKCE (S256), a state, a nonce and the visitor’s language', async () => {
    fakeShop(() => tokensFor(undefined));
    const session = memorySession();
    const {url, params} = await startedSignIn(session);
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/oauth/authorize`);
    expect(params.get('client_id')).toBe(CLIENT);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${SITE}/fr/compte/autorisation`);
    expect(params.get('scope')).toBe('openid email customer-account-api:full');
    expect(params.get('locale')).toBe('fr');
    expect(params.get('ui_locales')).toBe('fr');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // Nothing secret leaves: the verifier stays in the session, and the challenge is its SHA-256.
    const pending = session.get('customerAccountSignIn') as {verifier: string; state: string};
    expect(url.toString()).not.toContain(pending.verifier);
    expect(params.get('code_challenge')).toBe(createHash('sha256').update(pending.verifier).digest('base64url'));
    expect(pending.state).toBe(params.get('state'));
  });
});

describe('coming back from the hosted sign-in', () => {
  it('trades the code once, with the verifier, and keeps the tokens', async () => {
    const session = memorySession();
    let nonce: string | null = null;
    const calls = fakeShop(() => tokensFor(nonce ?? undefined));
    const {params} = await startedSignIn(session);
    nonce = params.get('nonce');
    const verifier = (session.get('customerAccountSignIn') as {verifier: string}).verifier;

    const end = await finishHostedSignIn(env, session, callback({code: 'c0de', state: params.get('state')!}), 'fr');
    expect(end).toMatchObject({ok: true, redirect: '/fr/compte/commandes'});
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.body)).toEqual({
      client_id: CLIENT,
      grant_type: 'authorization_code',
      code: 'c0de',
      redirect_uri: `${SITE}/fr/compte/autorisation`,
      code_verifier: verifier,
    });
    expect(calls[0]!.origin).toBe(SITE);
    expect(storedAccountTokens(session)).toMatchObject({accessToken: 'shcat_new', refreshToken: 'shcrt_new'});
    // The sign-in under way is over: the same callback again is refused.
    const again = await finishHostedSignIn(env, session, callback({code: 'c0de', state: params.get('state')!}), 'fr');
    expect(again).toEqual({ok: false});
    expect(calls).toHaveLength(1);
  });

  it('refuses another state without asking the shop', async () => {
    const session = memorySession();
    const calls = fakeShop(() => tokensFor(undefined));
    await startedSignIn(session);
    expect(await finishHostedSignIn(env, session, callback({code: 'c0de', state: 'forged'}), 'fr')).toEqual({ok: false});
    expect(calls).toHaveLength(0);
    expect(storedAccountTokens(session)).toBeNull();
  });

  it('refuses an answer the shop refused, or an error the hosted page sent back', async () => {
    const session = memorySession();
    fakeShop(() => Response.json({error: 'invalid_grant'}, {status: 400}));
    const {params} = await startedSignIn(session);
    expect(await finishHostedSignIn(env, session, callback({code: 'used', state: params.get('state')!}), 'fr')).toEqual({ok: false});

    const {params: second} = await startedSignIn(session);
    const denied = callback({error: 'access_denied', state: second.get('state')!});
    expect(await finishHostedSignIn(env, session, denied, 'fr')).toEqual({ok: false});
  });

  it.each([
    ['another nonce', {nonce: 'replayed'}],
    ['another issuer', {iss: 'https://elsewhere.example'}],
    ['another audience', {aud: 'shp_other-client'}],
  ])('refuses an ID token with %s', async (_name, claims) => {
    const session = memorySession();
    let nonce: string | null = null;
    fakeShop(() => tokensFor(nonce ?? undefined, claims));
    const {params} = await startedSignIn(session);
    nonce = params.get('nonce');
    expect(await finishHostedSignIn(env, session, callback({code: 'c0de', state: params.get('state')!}), 'fr')).toEqual({ok: false});
    expect(storedAccountTokens(session)).toBeNull();
  });
});

describe('refreshing', () => {
  const old = {accessToken: 'shcat_old', expiresAt: Date.now() + 30_000, refreshToken: 'shcrt_once', idToken: 'id'};

  it('two requests with one refresh token trade it once and share the new pair', async () => {
    const calls = fakeShop(async () => {
      await new Promise((done) => setTimeout(done, 20));
      return Response.json({access_token: 'shcat_2', expires_in: 3600, refresh_token: 'shcrt_2'});
    });
    const request = new Request(`${SITE}/account`);
    const [first, second] = [memorySession(), memorySession()];
    const [a, b] = await Promise.all([
      refreshAccountTokens(env, first, request, old),
      refreshAccountTokens(env, second, request, old),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.get('grant_type')).toBe('refresh_token');
    expect(a).toEqual(b);
    expect(a).toMatchObject({accessToken: 'shcat_2', refreshToken: 'shcrt_2', idToken: 'id'});
    expect(storedAccountTokens(first)).toEqual(a);
    expect(storedAccountTokens(second)).toEqual(a);
  });

  it('answers null when the shop has ended the sign-in', async () => {
    fakeShop(() => Response.json({error: 'invalid_grant'}, {status: 400}));
    const tokens = {...old, refreshToken: 'shcrt_revoked'};
    expect(await refreshAccountTokens(env, memorySession(), new Request(`${SITE}/account`), tokens)).toBeNull();
  });

  it('throws when the shop cannot answer, and asks again next time', async () => {
    let down = true;
    const calls = fakeShop(() =>
      down ? new Response('busy', {status: 503}) : Response.json({access_token: 'a', expires_in: 60, refresh_token: 'r'}),
    );
    const tokens = {...old, refreshToken: 'shcrt_outage'};
    const request = new Request(`${SITE}/account`);
    await expect(refreshAccountTokens(env, memorySession(), request, tokens)).rejects.toThrow(/503/);
    down = false;
    expect(await refreshAccountTokens(env, memorySession(), request, tokens)).toMatchObject({accessToken: 'a'});
    expect(calls).toHaveLength(2);
  });
});

describe('signing out', () => {
  it('goes through the shop’s end of session back to the sign-in page in the same language', async () => {
    fakeShop(() => tokensFor(undefined));
    const url = new URL(await hostedSignOutUrl(env, new Request(`${SITE}/nl/account/afmelden`), 'nl', 'the-id-token'));
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/logout`);
    expect(url.searchParams.get('id_token_hint')).toBe('the-id-token');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${SITE}/nl/account/inloggen`);
  });

  it('without an ID token, only comes back to the sign-in page', async () => {
    fakeShop(() => tokensFor(undefined));
    expect(await hostedSignOutUrl(env, new Request(`${SITE}/account/logout`), 'en', null)).toBe(`${SITE}/account/login`);
  });
});

describe('a shop that is away or late', () => {
  const hostedEnv = {...env, PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4998', SHOP_ID: '1'};
  const contextWith = (budget: BackendBudget) =>
    ({appEnv: hostedEnv, backendBudget: budget, storefront: {}}) as unknown as Parameters<typeof accountData>[0];

  it('is the friendly "unavailable" page, not an error, when it cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const budget = new BackendBudget();
    await expect(accountData(contextWith(budget), new Request(`${SITE}/account`))).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(budget.degraded).toBe(true);
  });

  it('stops waiting at the end of the request’s budget', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const budget = new BackendBudget(Date.now(), 50);
    await expect(accountData(contextWith(budget), new Request(`${SITE}/account`))).rejects.toBeInstanceOf(BackendUnavailableError);
  });
});
