// Hydrogen's own Customer Account client signs a customer in and out against the emulator, with
// shopify.com mapped onto the emulator at the fetch edge (as a storefront's dev proxy would).
import {createCustomerAccountClient, type HydrogenSession} from '@shopify/hydrogen';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {customerForAccountToken} from '../../src/customer-account/account-tokens.js';
import {CLIENT_ID, createOAuthHarness, hiddenField, type OAuthHarness} from './oauth-harness.js';
import {shopId} from '../../src/customer-account/customer-account-config.js';

let h: OAuthHarness;
beforeAll(() => {
  h = createOAuthHarness();
});
afterAll(() => h.close());
afterEach(() => vi.unstubAllGlobals());

const SHOPIFY = 'https://shopify.com/';
const onEmulator = (url: string) => (url.startsWith(SHOPIFY) ? `http://emulator.test/${url.slice(SHOPIFY.length)}` : url);

function memorySession(): HydrogenSession {
  const data = new Map<string, unknown>();
  return {
    get: (key: string) => data.get(key),
    set: (key: string, value: unknown) => void data.set(key, value),
    unset: (key: string) => void data.delete(key),
    commit: async () => '',
    destroy: async () => {
      data.clear();
      return '';
    },
    isPending: false,
  } as unknown as HydrogenSession;
}

function client(session: HydrogenSession, url: string) {
  return createCustomerAccountClient({
    session,
    customerAccountId: CLIENT_ID,
    shopId: shopId(),
    request: new Request(url),
    waitUntil: () => {},
    language: 'FR',
    // Hydrogen's development build insists on its dev tunnel unless told the auth domain is custom.
    useCustomAuthDomain: true,
  });
}

describe("Hydrogen's createCustomerAccountClient", () => {
  it('logs in through the hosted page, authorizes, and logs out', async () => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      h.emulator.fetch(new Request(onEmulator(input instanceof Request ? input.url : String(input)), init)),
    );
    const session = memorySession();

    const login = await client(session, 'http://localhost:3000/account/login').login();
    const authorizeUrl = login.headers.get('location') ?? '';
    expect(authorizeUrl).toContain(`${SHOPIFY}authentication/${shopId()}/oauth/authorize?`);
    const page = await h.get(onEmulator(authorizeUrl));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    const form = {signIn: hiddenField(html, 'sign_in'), csrfToken: hiddenField(html, 'csrf_token')};
    await h.post(form, {step: 'email', email: 'hydrogen@example.com'});
    const back = await h.post(form, {step: 'code', code: await h.mailedCode('hydrogen@example.com')});
    const callback = back.headers.get('location') ?? '';
    expect(callback).toMatch(/^https:\/\/localhost:3000\/account\/authorize\?code=[0-9a-f]{32}&state=/);

    const authorized = await client(session, callback).authorize();
    expect(authorized.status).toBe(302);
    const signedIn = client(session, 'http://localhost:3000/account');
    expect(await signedIn.isLoggedIn()).toBe(true);
    const accessToken = (await signedIn.getAccessToken()) ?? '';
    expect(customerForAccountToken(h.emulator.db, accessToken, h.clock.now)?.email).toBe('hydrogen@example.com');

    const logout = await signedIn.logout();
    const logoutUrl = logout.headers.get('location') ?? '';
    expect(logoutUrl).toContain(`${SHOPIFY}authentication/${shopId()}/logout?id_token_hint=`);
    const done = await h.get(onEmulator(logoutUrl));
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('https://localhost:3000/');
    expect(customerForAccountToken(h.emulator.db, accessToken, h.clock.now)).toBeNull();
  });
});
