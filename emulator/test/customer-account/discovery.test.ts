import {createPublicKey, verify} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {AUTH_BASE, BASE_URL, CLIENT_ID, createOAuthHarness, type OAuthHarness} from './oauth-harness.js';
import {shopId} from '../../src/customer-account/customer-account-config.js';

let h: OAuthHarness;
beforeAll(() => {
  h = createOAuthHarness();
});
afterAll(() => h.close());

describe('discovery', () => {
  it('serves OpenID Connect provider metadata with Shopify-shaped endpoints', async () => {
    const response = await h.get(`${BASE_URL}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const config = await response.json();
    expect(config).toMatchObject({
      issuer: AUTH_BASE,
      authorization_endpoint: `${AUTH_BASE}/oauth/authorize`,
      token_endpoint: `${AUTH_BASE}/oauth/token`,
      end_session_endpoint: `${AUTH_BASE}/logout`,
      jwks_uri: `${AUTH_BASE}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(config.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(config.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'customer-account-api:full']));
    expect(AUTH_BASE).toBe(`${BASE_URL}/authentication/${shopId()}`);
    // The issuer's own discovery path answers the same document.
    expect(await (await h.get(`${AUTH_BASE}/.well-known/openid-configuration`)).json()).toEqual(config);
  });

  it('names the origin the client came to, so a client mapping shopify.com over https stays on https', async () => {
    const config = await (await h.get('https://shopify.com/.well-known/openid-configuration')).json();
    const auth = `https://shopify.com/authentication/${shopId()}`;
    expect(config).toMatchObject({issuer: auth, token_endpoint: `${auth}/oauth/token`, end_session_endpoint: `${auth}/logout`});
    const api = await (await h.get('https://shopify.com/.well-known/customer-account-api')).json();
    expect(api.graphql_api).toBe(`https://shopify.com/${shopId()}/account/customer/api/2026-04/graphql`);
  });

  it('serves the Customer Account API document with the GraphQL endpoint', async () => {
    const response = await h.get(`${BASE_URL}/.well-known/customer-account-api`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      graphql_api: `${BASE_URL}/${shopId()}/account/customer/api/2026-04/graphql`,
      mcp_api: `${BASE_URL}/customer/api/mcp`,
    });
  });

  it('publishes the RSA key that verifies id tokens, the same across requests', async () => {
    const first = await (await h.get(`${AUTH_BASE}/.well-known/jwks.json`)).json();
    expect(first.keys).toHaveLength(1);
    const key = first.keys[0];
    expect(key).toMatchObject({kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB'});
    expect(key.d).toBeUndefined();
    expect(await (await h.get(`${AUTH_BASE}/.well-known/jwks.json`)).json()).toEqual(first);

    const tokens = await h.tokens('jwks@example.com');
    const [header, payload, signature] = tokens.id_token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({alg: 'RS256', kid: key.kid, typ: 'JWT'});
    const publicKey = createPublicKey({key, format: 'jwk'});
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString()).aud).toBe(CLIENT_ID);
  });

  it('refuses other methods on the documents with a JSON 405', async () => {
    const response = await h.get(`${BASE_URL}/.well-known/openid-configuration`, {method: 'POST'});
    expect(response.status).toBe(405);
    expect((await response.json()).error).toBe('invalid_request');
  });

  it('answers 404 for another shop id', async () => {
    const response = await h.get(`${BASE_URL}/authentication/1/oauth/authorize`);
    expect(response.status).toBe(404);
  });
});
