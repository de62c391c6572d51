import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {customerForAccountToken} from '../../src/customer-account/account-tokens.js';
import {customerByEmail} from '../../src/commerce/customer-store.js';
import {
  AUTH_BASE,
  CLIENT_ID,
  createOAuthHarness,
  jwtPayloadAsHydrogenReadsIt,
  REDIRECT_URI,
  SHOP_URL,
  type OAuthHarness,
  type TokenAnswer,
} from './oauth-harness.js';

let h: OAuthHarness;
beforeAll(() => {
  h = createOAuthHarness();
});
afterAll(() => h.close());

const HOUR = 60 * 60 * 1000;
const customerOf = (accessToken: string) => customerForAccountToken(h.emulator.db, accessToken, h.clock.now);

function exchange(code: string, overrides: Record<string, string> = {}) {
  return h.token({
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code,
    code_verifier: h.verifier(code),
    ...overrides,
  });
}

const refresh = (refreshToken: string) => h.token({grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken});

async function expectError(response: Response, status: number, error: string): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body.error).toBe(error);
  expect(typeof body.error_description).toBe('string');
  return body.error_description;
}

describe('authorization code grant', () => {
  it('answers tokens, an id token Hydrogen can read, and the customer behind the access token', async () => {
    const {code} = await h.signIn('fan~~~???@example.com', {nonce: 'nonce-from-hydrogen'});
    const response = await exchange(code);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as TokenAnswer;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'id_token', 'refresh_token', 'scope', 'token_type']);
    expect(body).toMatchObject({token_type: 'Bearer', expires_in: 3600, scope: 'openid email customer-account-api:full'});
    expect(body.access_token).toMatch(/^shcat_/);
    expect(body.refresh_token).toMatch(/^shcrt_/);

    // Hydrogen decodes each part with atob: three `~` and three `?` in a row would otherwise put `-` or `_`.
    const claims = jwtPayloadAsHydrogenReadsIt(body.id_token);
    const customer = customerByEmail(h.emulator.db, 'fan~~~???@example.com');
    const iat = Math.floor(h.clock.now.getTime() / 1000);
    expect(claims).toMatchObject({
      iss: AUTH_BASE,
      sub: `gid://shopify/Customer/${customer?.id}`,
      aud: CLIENT_ID,
      iat,
      exp: iat + 3600,
      nonce: 'nonce-from-hydrogen',
      email: 'fan~~~???@example.com',
      email_verified: true,
    });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.id_token).not.toMatch(/[=+/]/);

    expect(customerOf(body.access_token)?.email).toBe('fan~~~???@example.com');
  });

  it('refuses a wrong verifier, another redirect_uri and another client', async () => {
    const first = await h.signIn('pkce@example.com');
    const description = await expectError(await exchange(first.code, {code_verifier: 'x'.repeat(43)}), 400, 'invalid_grant');
    expect(description).toMatch(/code_verifier/);
    const second = await h.signIn('pkce@example.com');
    await expectError(await exchange(second.code, {redirect_uri: `${SHOP_URL}/other`}), 400, 'invalid_grant');
    const third = await h.signIn('pkce@example.com');
    await expectError(await exchange(third.code, {client_id: 'shp_other'}), 401, 'invalid_client');
    await expectError(await exchange(third.code, {code_verifier: 'too-short'}), 400, 'invalid_request');
    // The code that met only malformed input is still good.
    expect((await exchange(third.code)).status).toBe(200);
  });

  it('refuses a code presented twice and revokes the tokens it produced', async () => {
    const {code} = await h.signIn('replay@example.com');
    const tokens = (await (await exchange(code)).json()) as TokenAnswer;
    expect(customerOf(tokens.access_token)).not.toBeNull();
    const description = await expectError(await exchange(code), 400, 'invalid_grant');
    expect(description).toMatch(/already been used/);
    expect(customerOf(tokens.access_token)).toBeNull();
    await expectError(await refresh(tokens.refresh_token), 400, 'invalid_grant');
  });

  it('lets an unused code expire after five minutes', async () => {
    const {code} = await h.signIn('late@example.com');
    h.clock.advance(5 * 60 * 1000 + 1);
    expect(await expectError(await exchange(code), 400, 'invalid_grant')).toMatch(/expired/);
  });

  it('refuses an unknown code', async () => {
    await expectError(await exchange('0'.repeat(32), {code_verifier: 'v'.repeat(43)}), 400, 'invalid_grant');
  });
});

describe('access and refresh tokens', () => {
  it('ends the access token after its lifetime', async () => {
    const tokens = await h.tokens('expiry@example.com');
    h.clock.advance(HOUR - 1000);
    expect(customerOf(tokens.access_token)?.email).toBe('expiry@example.com');
    h.clock.advance(1000);
    expect(customerOf(tokens.access_token)).toBeNull();
  });

  it('rotates refresh tokens, and a rotated one presented again ends the whole sign-in', async () => {
    const first = await h.tokens('rotate@example.com');
    const refreshed = await refresh(first.refresh_token);
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as TokenAnswer;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe(first.scope);
    const claims = jwtPayloadAsHydrogenReadsIt(second.id_token);
    expect(claims.sid).toBe(jwtPayloadAsHydrogenReadsIt(first.id_token).sid);
    expect(claims.nonce).toBeUndefined();
    expect(customerOf(second.access_token)?.email).toBe('rotate@example.com');

    await expectError(await refresh(first.refresh_token), 400, 'invalid_grant');
    expect(customerOf(second.access_token)).toBeNull();
    expect(customerOf(first.access_token)).toBeNull();
    await expectError(await refresh(second.refresh_token), 400, 'invalid_grant');
  });

  it('refuses an access token or garbage where a refresh token belongs', async () => {
    const tokens = await h.tokens('garbage@example.com');
    await expectError(await refresh(tokens.access_token), 400, 'invalid_grant');
    await expectError(await refresh('shcrt_nonsense'), 400, 'invalid_grant');
    expect(customerOf(tokens.access_token)).not.toBeNull();
  });

  it('hands back a live access token for the token exchange Hydrogen sends without a shop id', async () => {
    const tokens = await h.tokens('exchange@example.com');
    const response = await h.token({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      client_id: CLIENT_ID,
      audience: '30243aa5-17c1-465a-8493-944bcc4e88aa',
      subject_token: tokens.access_token,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      scopes: 'https://api.customers.com/auth/customer.graphql',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({access_token: tokens.access_token, token_type: 'Bearer', expires_in: 3600});
    const refused = await h.token({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      client_id: CLIENT_ID,
      subject_token: tokens.refresh_token,
    });
    await expectError(refused, 400, 'invalid_grant');
  });
});

describe('token endpoint input', () => {
  it('answers OAuth errors in JSON, never a 5xx', async () => {
    await expectError(await h.token({client_id: CLIENT_ID}), 400, 'invalid_request');
    await expectError(await h.token({grant_type: 'authorization_code'}), 400, 'invalid_request');
    await expectError(await h.token({grant_type: 'password', client_id: CLIENT_ID}), 400, 'unsupported_grant_type');
    await expectError(await h.token({grant_type: 'client_credentials', client_id: 'nobody'}), 401, 'invalid_client');
    expect(
      await expectError(await h.token({grant_type: 'authorization_code', client_id: CLIENT_ID, code: 'x'}), 400, 'invalid_request'),
    ).toMatch(/redirect_uri/);
    await expectError(await h.token({grant_type: 'refresh_token', client_id: CLIENT_ID}), 400, 'invalid_request');
    await expectError(
      await h.token({grant_type: 'refresh_token', client_id: CLIENT_ID}, {contentType: 'application/json'}),
      400,
      'invalid_request',
    );
    await expectError(await h.token({}, {method: 'GET'}), 405, 'invalid_request');
    await expectError(await h.token({grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: 'x'.repeat(70_000)}), 413, 'invalid_request');
    const repeated = await h.get(`${AUTH_BASE}/oauth/token`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: `grant_type=refresh_token&client_id=${CLIENT_ID}&refresh_token=a&refresh_token=b`,
    });
    await expectError(repeated, 400, 'invalid_request');
    const binary = await h.get(`${AUTH_BASE}/oauth/token`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded; charset=utf-8'},
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x25, 0x26, 0x3d]),
    });
    await expectError(binary, 400, 'invalid_request');
  });

  it('answers a CORS preflight', async () => {
    const response = await h.get(`${AUTH_BASE}/oauth/token`, {method: 'OPTIONS'});
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
  });
});

describe('logout', () => {
  const logoutUrl = (params: Record<string, string>) => `${AUTH_BASE}/logout?${new URLSearchParams(params)}`;

  it('revokes every token of the sign-in and returns to the post-logout URI with the state', async () => {
    const tokens = await h.tokens('leaving@example.com');
    const refreshed = (await (await refresh(tokens.refresh_token)).json()) as TokenAnswer;
    const other = await h.tokens('leaving@example.com');

    const response = await h.get(
      logoutUrl({id_token_hint: tokens.id_token, post_logout_redirect_uri: `${SHOP_URL}/fr`, state: 'bye'}),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${SHOP_URL}/fr?state=bye`);
    expect(customerOf(refreshed.access_token)).toBeNull();
    await expectError(await refresh(refreshed.refresh_token), 400, 'invalid_grant');
    // Another sign-in of the same customer (another browser) stays.
    expect(customerOf(other.access_token)?.email).toBe('leaving@example.com');
  });

  it('shows a signed-out page without a post-logout URI, in the asked language', async () => {
    const tokens = await h.tokens('page@example.com');
    h.clock.advance(2 * HOUR);
    const response = await h.get(logoutUrl({id_token_hint: tokens.id_token, ui_locales: 'nl'}));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Je bent afgemeld.');
    await expectError(await refresh(tokens.refresh_token), 400, 'invalid_grant');
  });

  it('refuses bad input with a 400 page and revokes nothing', async () => {
    const tokens = await h.tokens('careful@example.com');
    const [header, , signature] = tokens.id_token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({...jwtPayloadAsHydrogenReadsIt(tokens.id_token), sid: 'other'})).toString('base64url');
    const faults: Record<string, string>[] = [
      {},
      {id_token_hint: 'garbage'},
      {id_token_hint: 'a.b.c'},
      {id_token_hint: `${header}.${forgedPayload}.${signature}`},
      {id_token_hint: tokens.id_token, client_id: 'shp_other'},
      {id_token_hint: tokens.id_token, post_logout_redirect_uri: 'https://evil.example/'},
    ];
    for (const params of faults) {
      const response = await h.get(logoutUrl(params));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
    expect(customerOf(tokens.access_token)?.email).toBe('careful@example.com');
  });
});
