// An emulator on a temp database with a clock the test moves, and the steps of a customer's sign-in as a
// browser and a storefront would take them.
import {createHash, randomBytes} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect} from 'vitest';
import {createEmulator, type Emulator} from '../../src/server.js';
import {customerAccountClientId, shopId} from '../../src/customer-account/customer-account-config.js';

export const BASE_URL = 'http://emulator.test';
export const SHOP_URL = 'http://localhost:3000';
export const REDIRECT_URI = `${SHOP_URL}/account/authorize`;
export const AUTH_BASE = `${BASE_URL}/authentication/${shopId()}`;
export const CLIENT_ID = customerAccountClientId();

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return {verifier, challenge: createHash('sha256').update(verifier).digest('base64url')};
}

export interface HostedForm {
  signIn: string;
  csrfToken: string;
}

export interface OAuthHarness {
  emulator: Emulator;
  clock: {now: Date; advance(ms: number): void};
  get(url: string, init?: RequestInit): Promise<Response>;
  authorizeUrl(params?: Record<string, string | null>): string;
  /** GET authorize; the page's hidden fields when it shows the e-mail step. */
  openSignIn(params?: Record<string, string | null>): Promise<{response: Response; html: string; form: HostedForm}>;
  post(form: HostedForm, fields: Record<string, string>): Promise<Response>;
  /** The newest one-time code mailed to that address, read from the mailbox's JSON. */
  mailedCode(email: string): Promise<string>;
  /** The whole hosted flow up to the redirect: the authorization code and the state. */
  signIn(email: string, params?: Record<string, string | null>): Promise<{code: string; state: string; location: URL}>;
  /** The PKCE verifier behind a code signIn() obtained. */
  verifier(code: string): string;
  token(fields: Record<string, string>, init?: {contentType?: string; method?: string}): Promise<Response>;
  /** A signed-in customer's token answer. */
  tokens(email: string): Promise<TokenAnswer>;
  close(): void;
}

export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  id_token: string;
  refresh_token: string;
  token_type: string;
  scope: string;
}

export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no hidden field ${name} in the page`);
  return match[1];
}

export function createOAuthHarness(): OAuthHarness {
  process.env.EMULATOR_SHOP_URL = SHOP_URL;
  delete process.env.EMULATOR_CUSTOMER_ACCOUNT_REDIRECT_URIS;
  delete process.env.EMULATOR_CUSTOMER_ACCOUNT_LOGOUT_URIS;
  const dir = mkdtempSync(join(tmpdir(), 'emulator-oauth-'));
  const clock = {
    now: new Date('2026-05-01T10:00:00Z'),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const emulator = createEmulator({
    dbPath: join(dir, 'emulator.sqlite'),
    publicToken: 'test-public-token',
    privateToken: 'test-private-token',
    baseUrl: BASE_URL,
    now: () => clock.now,
  });
  const pkceOf = new Map<string, Pkce>();
  const get = (url: string, init?: RequestInit) => emulator.fetch(new Request(url, init));

  const harness: OAuthHarness = {
    emulator,
    clock,
    get,
    authorizeUrl(params = {}) {
      const url = new URL(`${AUTH_BASE}/oauth/authorize`);
      const defaults: Record<string, string> = {
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid email customer-account-api:full',
        state: `state-${randomBytes(4).toString('hex')}`,
        nonce: `nonce-${randomBytes(4).toString('hex')}`,
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      };
      for (const [name, value] of Object.entries({...defaults, ...params})) {
        if (value !== null) url.searchParams.set(name, value);
      }
      return url.toString();
    },
    async openSignIn(params = {}) {
      const response = await get(harness.authorizeUrl(params));
      const html = await response.text();
      return {response, html, form: {signIn: hiddenField(html, 'sign_in'), csrfToken: hiddenField(html, 'csrf_token')}};
    },
    post(form, fields) {
      return emulator.fetch(
        new Request(`${AUTH_BASE}/sign-in`, {
          method: 'POST',
          headers: {'content-type': 'application/x-www-form-urlencoded'},
          body: new URLSearchParams({sign_in: form.signIn, csrf_token: form.csrfToken, ...fields}),
        }),
      );
    },
    async mailedCode(email) {
      const mails = (await (await get(`${BASE_URL}/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {text: string}[];
      const code = /^(\d{6})$/m.exec(mails[0]?.text ?? '')?.[1];
      if (!code) throw new Error(`no one-time code mailed to ${email}`);
      return code;
    },
    async signIn(email, params = {}) {
      const keys = pkce();
      const {form} = await harness.openSignIn({code_challenge: keys.challenge, ...params});
      expect((await harness.post(form, {step: 'email', email})).status).toBe(200);
      const response = await harness.post(form, {step: 'code', code: await harness.mailedCode(email)});
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      const code = location.searchParams.get('code') ?? '';
      pkceOf.set(code, keys);
      return {code, state: location.searchParams.get('state') ?? '', location};
    },
    token(fields, init = {}) {
      return emulator.fetch(
        new Request(`${AUTH_BASE}/oauth/token`, {
          method: init.method ?? 'POST',
          headers: {'content-type': init.contentType ?? 'application/x-www-form-urlencoded', origin: SHOP_URL},
          body: init.method === 'GET' ? undefined : new URLSearchParams(fields).toString(),
        }),
      );
    },
    verifier(code) {
      return pkceOf.get(code)?.verifier ?? '';
    },
    async tokens(email) {
      const {code} = await harness.signIn(email);
      const response = await harness.token({
        grant_type: 'authorization_code',
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        code,
        code_verifier: harness.verifier(code),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as TokenAnswer;
    },
    close() {
      emulator.close();
      rmSync(dir, {recursive: true, force: true});
    },
  };
  return harness;
}

/** The payload of a JWT, decoded the way Hydrogen decodes it: `atob` on the raw part. */
export function jwtPayloadAsHydrogenReadsIt(token: string): Record<string, unknown> {
  const [header, payload] = token.split('.');
  JSON.parse(atob(header));
  return JSON.parse(atob(payload)) as Record<string, unknown>;
}
