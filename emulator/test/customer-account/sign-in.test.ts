import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {customerByEmail, insertCustomer} from '../../src/commerce/customer-store.js';
import {listMails} from '../../src/commerce/mail-store.js';
import {AUTH_BASE, CLIENT_ID, createOAuthHarness, REDIRECT_URI, SHOP_URL, type OAuthHarness} from './oauth-harness.js';

let h: OAuthHarness;
beforeAll(() => {
  h = createOAuthHarness();
});
afterAll(() => h.close());

function redirectParams(response: Response): URLSearchParams {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
  return location.searchParams;
}

describe('hosted sign-in', () => {
  it('asks for an e-mail, mails a code, and sends the customer back with a code and the state', async () => {
    const {response, html, form} = await h.openSignIn({state: 'state-123', login_hint: 'new.fan@example.com'});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toContain('value="new.fan@example.com"');
    expect(html).not.toContain('<script');

    const codePage = await h.post(form, {step: 'email', email: 'New.Fan@example.com'});
    expect(codePage.status).toBe(200);
    const codeHtml = await codePage.text();
    expect(codeHtml).toContain('We sent a 6-digit code to New.Fan@example.com.');
    expect(codeHtml).toContain('autocomplete="one-time-code"');

    const [mail] = listMails(h.emulator.db, 'new.fan@example.com');
    const code = await h.mailedCode('new.fan@example.com');
    expect(mail.subject).toBe(`${code} is your sign-in code for ${mail.subject.split(' for ')[1]}`);
    expect(mail.html).toContain(code);

    expect(customerByEmail(h.emulator.db, 'new.fan@example.com')).toBeNull();
    const params = redirectParams(await h.post(form, {step: 'code', code}));
    expect(params.get('state')).toBe('state-123');
    expect(params.get('code')).toMatch(/^[0-9a-f]{32}$/);
    // Shopify creates the customer at the first sign-in: enabled, without a password.
    expect(customerByEmail(h.emulator.db, 'new.fan@example.com')).toMatchObject({state: 'enabled', passwordHash: null});

    // The request is spent: its forms no longer work.
    const again = await h.post(form, {step: 'code', code});
    expect(again.status).toBe(400);
  });

  it('speaks the requested language on the page and in the mail', async () => {
    const fr = await h.openSignIn({locale: 'fr-BE'});
    expect(fr.html).toContain('<html lang="fr">');
    expect(fr.html).toContain('<label for="email">E-mail</label>');
    const frCode = await (await h.post(fr.form, {step: 'email', email: 'francais@example.com'})).text();
    expect(frCode).toContain('Nous avons envoyé un code à 6 chiffres à francais@example.com.');
    const [frMail] = listMails(h.emulator.db, 'francais@example.com');
    expect(frMail.subject).toMatch(/^\d{6} est votre code de connexion à /);
    expect(frMail.text).toContain('Le code est valable 10 minutes.');

    const nl = await h.openSignIn({ui_locales: 'de nl-BE en'});
    expect(nl.html).toContain('<html lang="nl">');
    await h.post(nl.form, {step: 'email', email: 'nederlands@example.com'});
    expect(listMails(h.emulator.db, 'nederlands@example.com')[0].subject).toMatch(/^\d{6} is je aanmeldcode voor /);

    const other = await h.openSignIn({locale: 'de'});
    expect(other.html).toContain('<html lang="en">');
  });

  it('re-shows the form with a message tied to the field for a bad e-mail or a wrong code', async () => {
    const {form} = await h.openSignIn();
    const badEmail = await h.post(form, {step: 'email', email: 'not-an-email'});
    expect(badEmail.status).toBe(422);
    const badHtml = await badEmail.text();
    expect(badHtml).toMatch(/aria-describedby="email-error email-intro" aria-invalid="true"/);
    expect(badHtml).toContain('<span class="error" id="email-error">Enter a valid email address.</span>');

    await h.post(form, {step: 'email', email: 'typo@example.com'});
    const code = await h.mailedCode('typo@example.com');
    const wrong = await h.post(form, {step: 'code', code: code === '000000' ? '111111' : '000000'});
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('<span class="error" id="code-error">This code is not correct. 4 attempts left.</span>');
    const garbage = await h.post(form, {step: 'code', code: '12ab'});
    expect(await garbage.text()).toContain('Enter the 6 digits of the code.');
    // Neither spent the code.
    redirectParams(await h.post(form, {step: 'code', code: ` ${code.slice(0, 3)} ${code.slice(3)} `}));
  });

  it('stops a code after five wrong attempts until a new one is asked for', async () => {
    const {form} = await h.openSignIn();
    await h.post(form, {step: 'email', email: 'guesser@example.com'});
    const code = await h.mailedCode('guesser@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt++) expect((await h.post(form, {step: 'code', code: wrongCode})).status).toBe(422);
    const fifth = await (await h.post(form, {step: 'code', code: wrongCode})).text();
    expect(fifth).toContain('Too many wrong attempts. Ask for a new code.');
    expect(fifth).not.toContain('name="code"');
    // Even the right code is refused now.
    const right = await h.post(form, {step: 'code', code});
    expect(right.status).toBe(422);
    expect(await right.text()).toContain('Too many wrong attempts.');

    const resent = await h.post(form, {step: 'resend'});
    expect(await resent.text()).toContain('We sent a new 6-digit code to guesser@example.com.');
    expect(listMails(h.emulator.db, 'guesser@example.com')).toHaveLength(2);
    const fresh = await h.mailedCode('guesser@example.com');
    if (fresh !== code) expect((await h.post(form, {step: 'code', code})).status).toBe(422);
    redirectParams(await h.post(form, {step: 'code', code: fresh}));
  });

  it('lets a code expire after ten minutes', async () => {
    const {form} = await h.openSignIn();
    await h.post(form, {step: 'email', email: 'slow@example.com'});
    const code = await h.mailedCode('slow@example.com');
    h.clock.advance(10 * 60 * 1000 + 1000);
    const late = await h.post(form, {step: 'code', code});
    expect(late.status).toBe(422);
    expect(await late.text()).toContain('This code has expired. Ask for a new code.');
    await h.post(form, {step: 'resend'});
    redirectParams(await h.post(form, {step: 'code', code: await h.mailedCode('slow@example.com')}));
  });

  it('refuses a form whose token does not match, and a request older than 30 minutes', async () => {
    const {form} = await h.openSignIn();
    const forged = await h.post({...form, csrfToken: 'f'.repeat(32)}, {step: 'email', email: 'victim@example.com'});
    expect(forged.status).toBe(400);
    expect(listMails(h.emulator.db, 'victim@example.com')).toHaveLength(0);

    h.clock.advance(31 * 60 * 1000);
    const stale = await h.post(form, {step: 'email', email: 'victim@example.com'});
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain('This sign-in request has expired');
  });

  it('refuses wrong methods, other content types and oversized forms on the sign-in form without a 5xx', async () => {
    const url = `${AUTH_BASE}/sign-in`;
    expect((await h.get(url)).status).toBe(405);
    expect((await h.get(url, {method: 'POST', headers: {'content-type': 'application/json'}, body: '{}'})).status).toBe(415);
    const big = await h.get(url, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: `email=${'a'.repeat(20_000)}`,
    });
    expect(big.status).toBe(413);
  });

  it('refuses a customer the shop disabled, and turns a guest of the checkout into an account', async () => {
    const now = new Date().toISOString();
    const base = {firstName: null, lastName: null, phone: null, acceptsMarketing: false, tags: [], defaultAddressId: null, createdAt: now, updatedAt: now};
    insertCustomer(h.emulator.db, {...base, email: 'blocked@example.com', passwordHash: 'scrypt$x$y', state: 'disabled'});
    insertCustomer(h.emulator.db, {...base, email: 'guest@example.com', passwordHash: null, state: 'disabled'});

    const {form} = await h.openSignIn();
    const refused = await h.post(form, {step: 'email', email: 'blocked@example.com'});
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('This account is disabled.');
    expect(listMails(h.emulator.db, 'blocked@example.com')).toHaveLength(0);

    await h.signIn('Guest@Example.com');
    expect(customerByEmail(h.emulator.db, 'guest@example.com')?.state).toBe('enabled');
  });
});

describe('authorization request errors', () => {
  it('shows an error page, never a redirect, for an unknown client or a redirect_uri that is not registered', async () => {
    const faults: Record<string, string | null>[] = [
      {client_id: 'shp_someone-else'},
      {client_id: null},
      {redirect_uri: 'https://evil.example/callback'},
      {redirect_uri: `${SHOP_URL}/account/authorize#fragment`},
      {redirect_uri: null},
    ];
    for (const params of faults) {
      const response = await h.get(h.authorizeUrl(params));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('<h1>Sign-in error</h1>');
    }
  });

  it('accepts any URI on the storefront origin when none are configured, and only the listed ones when they are', async () => {
    expect((await h.get(h.authorizeUrl({redirect_uri: `${SHOP_URL}/fr/account/authorize`}))).status).toBe(200);
    // Hydrogen writes an http request's origin as https in its redirect_uri.
    expect((await h.get(h.authorizeUrl({redirect_uri: 'https://localhost:3000/account/authorize'}))).status).toBe(200);
    expect((await h.get(h.authorizeUrl({redirect_uri: 'http://localhost:3001/account/authorize'}))).status).toBe(400);
    process.env.EMULATOR_CUSTOMER_ACCOUNT_REDIRECT_URIS = `${REDIRECT_URI}, https://shop.example/account/authorize`;
    try {
      expect((await h.get(h.authorizeUrl({redirect_uri: `${SHOP_URL}/fr/account/authorize`}))).status).toBe(400);
      expect((await h.get(h.authorizeUrl({redirect_uri: 'https://shop.example/account/authorize'}))).status).toBe(200);
    } finally {
      delete process.env.EMULATOR_CUSTOMER_ACCOUNT_REDIRECT_URIS;
    }
  });

  it('sends other faults back to the redirect_uri with error, error_description and state', async () => {
    const cases: [Record<string, string | null>, string, RegExp][] = [
      [{state: null}, 'invalid_request', /state/],
      [{nonce: null}, 'invalid_request', /nonce/],
      [{code_challenge: null}, 'invalid_request', /code_challenge/],
      [{code_challenge_method: 'plain'}, 'invalid_request', /S256/],
      [{code_challenge_method: null}, 'invalid_request', /S256/],
      [{code_challenge: 'short'}, 'invalid_request', /code_challenge/],
      [{response_type: 'token'}, 'unsupported_response_type', /code/],
      [{scope: 'email customer-account-api:full'}, 'invalid_scope', /openid/],
      [{scope: 'openid admin'}, 'invalid_scope', /admin/],
      [{prompt: 'none'}, 'login_required', /sign in/],
    ];
    for (const [params, error, description] of cases) {
      const state = params.state === null ? null : 'keep-me';
      const response = await h.get(h.authorizeUrl({state: 'keep-me', ...params}));
      const back = redirectParams(response);
      expect(back.get('error')).toBe(error);
      expect(back.get('error_description')).toMatch(description);
      expect(back.get('state')).toBe(state);
      expect(back.get('code')).toBeNull();
    }
  });

  it("accepts Hydrogen's older scope and answers it back", async () => {
    const scope = 'openid email https://api.customers.com/auth/customer.graphql';
    const {code} = await h.signIn('legacy-scope@example.com', {scope});
    const response = await h.token({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code,
      code_verifier: h.verifier(code),
    });
    expect((await response.json()).scope).toBe(scope);
  });

  it('refuses methods other than GET', async () => {
    const response = await h.get(h.authorizeUrl(), {method: 'DELETE'});
    expect(response.status).toBe(405);
  });
});
