import {afterAll, describe, expect, it} from 'vitest';
import {listMails} from '../../src/commerce/mail-store.js';
import {createCmsHarness} from './cms-harness.js';

const cms = createCmsHarness({publicRegistration: true});
afterAll(() => cms.close());

const post = (path: string, body: unknown, token: string | null = null) => cms.json(path, {method: 'POST', body, token});
const me = (token: string | null) => cms.json('/api/users/me', {token});

describe('local accounts', () => {
  it('registers, signs in by e-mail or username, and answers /users/me', async () => {
    const registered = await post('/api/auth/local/register', {username: 'lise', email: 'Lise@Example.com', password: 'accordion'});
    expect(registered.status).toBe(200);
    expect(registered.body.user).toMatchObject({username: 'lise', email: 'lise@example.com', provider: 'local', confirmed: true, blocked: false});
    expect(registered.body.user).not.toHaveProperty('password');

    for (const identifier of ['lise@example.com', 'LISE']) {
      const login = await post('/api/auth/local', {identifier, password: 'accordion'});
      expect(login.status).toBe(200);
      expect((await me(login.body.jwt)).body).toMatchObject({username: 'lise'});
    }
  });

  it('refuses wrong credentials, duplicates and short passwords in Strapi’s words', async () => {
    const wrong = await post('/api/auth/local', {identifier: 'lise', password: 'nope'});
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({name: 'ValidationError', message: 'Invalid identifier or password'});
    const missing = await post('/api/auth/local', {identifier: 'lise'});
    expect(missing.body.error.details.errors[0].path).toEqual(['password']);
    const taken = await post('/api/auth/local/register', {username: 'other', email: 'lise@example.com', password: 'accordion'});
    expect(taken.body.error).toMatchObject({status: 400, name: 'ApplicationError', message: 'Email or Username are already taken'});
    const short = await post('/api/auth/local/register', {username: 'wout', email: 'wout@example.com', password: '123'});
    expect(short.status).toBe(400);
  });

  it('answers /users/me with 401 without a valid jwt', async () => {
    expect((await me(null)).status).toBe(401);
    const {status, body} = await me('abc.def.ghi');
    expect(status).toBe(401);
    expect(body.error.name).toBe('UnauthorizedError');
  });
});

describe('passwords', () => {
  it('mails a reset code, resets once with it, and signs in with the new password', async () => {
    await post('/api/auth/local/register', {username: 'wout', email: 'wout@example.com', password: 'nyckelharpa'});
    const forgot = await post('/api/auth/forgot-password', {email: 'WOUT@example.com'});
    expect(forgot.body).toEqual({ok: true});
    expect((await post('/api/auth/forgot-password', {email: 'nobody@example.com'})).body).toEqual({ok: true});

    const [mail] = listMails(cms.emulator.db, 'wout@example.com');
    const code = /[?&]code=([a-f0-9]+)/.exec(mail.text)?.[1];
    expect(code).toBeDefined();

    const mismatch = await post('/api/auth/reset-password', {code, password: 'fiddle-1', passwordConfirmation: 'fiddle-2'});
    expect(mismatch.body.error.message).toBe('Passwords do not match');
    const reset = await post('/api/auth/reset-password', {code, password: 'fiddle-1', passwordConfirmation: 'fiddle-1'});
    expect(reset.status).toBe(200);
    expect(reset.body.jwt).toEqual(expect.any(String));
    const reused = await post('/api/auth/reset-password', {code, password: 'fiddle-2', passwordConfirmation: 'fiddle-2'});
    expect(reused.body.error.message).toBe('Incorrect code provided');
    expect((await post('/api/auth/local', {identifier: 'wout', password: 'fiddle-1'})).status).toBe(200);
  });

  it('changes the password of the signed-in user', async () => {
    const {body} = await post('/api/auth/local/register', {username: 'maud', email: 'maud@example.com', password: 'bourree-1'});
    const change = (payload: Record<string, string>, token: string | null = body.jwt) =>
      post('/api/auth/change-password', payload, token);
    expect((await change({currentPassword: 'bourree-1', password: 'bourree-2', passwordConfirmation: 'bourree-2'}, null)).status).toBe(401);
    const wrong = await change({currentPassword: 'nope', password: 'bourree-2', passwordConfirmation: 'bourree-2'});
    expect(wrong.body.error.message).toBe('The provided current password is invalid');
    const same = await change({currentPassword: 'bourree-1', password: 'bourree-1', passwordConfirmation: 'bourree-1'});
    expect(same.body.error.message).toBe('Your new password must be different than your current password');
    const ok = await change({currentPassword: 'bourree-1', password: 'bourree-2', passwordConfirmation: 'bourree-2'});
    expect(ok.status).toBe(200);
    expect((await post('/api/auth/local', {identifier: 'maud', password: 'bourree-2'})).status).toBe(200);
  });

  it('answers e-mail confirmation requests without revealing unknown addresses', async () => {
    expect((await post('/api/auth/send-email-confirmation', {email: 'ghost@example.com'})).body).toEqual({
      email: 'ghost@example.com',
      sent: true,
    });
    const confirmed = await post('/api/auth/send-email-confirmation', {email: 'maud@example.com'});
    expect(confirmed.body.error).toMatchObject({name: 'ApplicationError', message: 'Already confirmed'});
  });
});

describe('provider login', () => {
  it('sends the browser through the emulated provider page and back with an access token', async () => {
    const connect = await cms.call('/api/connect/github?callback=http://localhost:3000/connect/github/redirect', {token: null});
    expect(connect.status).toBe(302);
    const page = new URL(connect.headers.get('location')!);
    expect(page.pathname).toBe('/cms/connect/github');
    const html = await (await cms.call(`${page.pathname}${page.search}`, {token: null})).text();
    expect(html).toContain('Authorize');

    const authorize = await cms.call(
      `/cms/connect/github/authorize?callback=${encodeURIComponent('http://localhost:3000/connect/github/redirect')}&login=Octo`,
      {token: null},
    );
    const back = new URL(authorize.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://localhost:3000/connect/github/redirect');
    const accessToken = back.searchParams.get('access_token');
    expect(accessToken).toBe('emulator-octo');

    const first = await cms.json(`/api/auth/github/callback?access_token=${accessToken}`, {token: null});
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({provider: 'github', username: 'github-octo'});
    const second = await cms.json(`/api/auth/github/callback?access_token=${accessToken}`, {token: null});
    expect(second.body.user.id).toBe(first.body.user.id);
    expect((await me(second.body.jwt)).body.provider).toBe('github');
  });

  it('refuses other tokens, unknown providers and non-http callbacks', async () => {
    expect((await cms.json('/api/auth/github/callback?access_token=real-token', {token: null})).body.error.message).toBe('Invalid access token');
    expect((await cms.json('/api/auth/github/callback', {token: null})).status).toBe(400);
    expect((await cms.json('/api/auth/gitlab/callback?access_token=emulator-x', {token: null})).body.error.message).toBe('This provider is disabled');
    expect((await cms.call('/api/connect/github?callback=javascript:alert(1)', {token: null})).status).toBe(400);
  });
});
