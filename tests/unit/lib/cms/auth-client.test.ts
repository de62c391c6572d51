import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {createCmsAuthClient, type CmsAuthClient} from '~/lib/cms/auth-client.server';
import {CmsError} from '~/lib/cms/errors';
import {CmsTokenCookie} from '~/lib/cms/token-cookie.server';
import {listMails} from '../../../../emulator/src/commerce/mail-store';
import {CMS_URL, startCmsEmulator, type CmsEmulator} from './cms-emulator';

let cms: CmsEmulator;
beforeAll(() => {
  // The spec'd client registers readers, which a Strapi configured for it allows.
  cms = startCmsEmulator({publicRegistration: true});
});
afterAll(() => cms.close());
afterEach(() => {
  cms.fetch.mockClear();
  cms.requests.length = 0;
});

/** One visitor request: the cookie it arrived with, the client, and the Set-Cookie it leaves. */
function visit(cookie?: string): {auth: CmsAuthClient; tokens: CmsTokenCookie} {
  const tokens = new CmsTokenCookie(
    new Request('https://duo.test/account', {headers: cookie ? {Cookie: cookie} : {}}),
  );
  return {auth: createCmsAuthClient({url: CMS_URL, tokens, fetch: cms.fetch}), tokens};
}

const cookieOf = (tokens: CmsTokenCookie) => tokens.setCookieHeader()!.split(';')[0]!;
let counter = 0;
const newUser = () => {
  counter += 1;
  return {username: `lies${counter}`, email: `lies${counter}@example.com`, password: 'accordeon-1'};
};

describe('the content-system auth client', () => {
  it('registers, stores the jwt in the cookie and reads the user back with it', async () => {
    const user = newUser();
    const first = visit();
    const registered = await first.auth.register(user);
    expect(registered.jwt).toBeTruthy();
    expect(first.tokens.get()).toBe(registered.jwt);
    expect(first.tokens.setCookieHeader()).toMatch(
      /^cms_jwt=.+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    );

    const next = visit(cookieOf(first.tokens));
    const me = await next.auth.me();
    expect(me).toMatchObject({username: user.username, email: user.email, provider: 'local'});
    expect(cms.requests.at(-1)!.headers.get('Authorization')).toBe(`Bearer ${registered.jwt}`);
    expect(cms.requests.at(-1)!.url).toBe(`${CMS_URL}/api/users/me`);
  });

  it('serialises me()’s populate like the content queries', async () => {
    const {auth} = visit();
    await auth.register(newUser());
    await auth.me(['role']);
    expect(cms.requests.at(-1)!.url).toBe(`${CMS_URL}/api/users/me?populate[]=role`);
  });

  it('sends no Authorization header while no token is stored', async () => {
    const {auth, tokens} = visit();
    await auth.forgotPassword({email: 'nobody@example.com'});
    expect(cms.requests[0]!.headers.has('Authorization')).toBe(false);
    expect(tokens.setCookieHeader()).toBeNull();
  });

  it('logs in with a username or an e-mail address', async () => {
    const user = newUser();
    await visit().auth.register(user);
    for (const identifier of [user.username, user.email]) {
      const {auth, tokens} = visit();
      const {jwt, user: signedIn} = await auth.login({identifier, password: user.password});
      expect(tokens.get()).toBe(jwt);
      expect(signedIn.email).toBe(user.email);
    }
  });

  it('passes a refused login’s error body on and stores nothing', async () => {
    const user = newUser();
    await visit().auth.register(user);
    const {auth, tokens} = visit();
    const error = await auth
      .login({identifier: user.email, password: 'wrong-password'})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'Invalid identifier or password',
    });
    expect(tokens.get()).toBeNull();
    expect(cms.fetch).toHaveBeenCalledTimes(2);
  });

  it('clears the token when /users/me fails', async () => {
    const {auth, tokens} = visit('cms_jwt=not.a.valid-jwt');
    const error = await auth.me().catch((e: unknown) => e);
    expect(error).toMatchObject({status: 401, name: 'UnauthorizedError'});
    expect(tokens.get()).toBeNull();
    expect(tokens.setCookieHeader()).toContain('cms_jwt=; Path=/; Max-Age=0');
  });

  it('resets a forgotten password with the mailed code and signs in', async () => {
    const user = newUser();
    await visit().auth.register(user);
    await visit().auth.forgotPassword({email: user.email});
    const [mail] = listMails(cms.emulator.db, user.email);
    const code = new URL(mail!.links[0]!).searchParams.get('code')!;

    const {auth, tokens} = visit();
    const password = 'nyckelharpa-2';
    const {jwt} = await auth.resetPassword({code, password, passwordConfirmation: password});
    expect(tokens.get()).toBe(jwt);
    await expect(visit().auth.login({identifier: user.email, password})).resolves.toMatchObject({
      jwt: expect.any(String),
    });
  });

  it('changes the password of the signed-in user and stores the new jwt', async () => {
    const user = newUser();
    const first = visit();
    await first.auth.register(user);
    const {auth, tokens} = visit(cookieOf(first.tokens));
    const {jwt} = await auth.changePassword({
      currentPassword: user.password,
      password: 'draailier-3',
      passwordConfirmation: 'draailier-3',
    });
    expect(tokens.get()).toBe(jwt);
    await expect(visit().auth.login({identifier: user.email, password: user.password})).rejects.toMatchObject(
      {
        status: 400,
        name: 'ValidationError',
      },
    );
    await expect(
      visit().auth.login({identifier: user.email, password: 'draailier-3'}),
    ).resolves.toMatchObject({
      user: {email: user.email},
    });
  });

  it('asks for the e-mail confirmation to be sent again, and passes "already confirmed" on', async () => {
    await expect(visit().auth.sendEmailConfirmation({email: 'unknown@example.com'})).resolves.toBeUndefined();
    expect(cms.requests.at(-1)!.url).toBe(`${CMS_URL}/api/auth/send-email-confirmation`);
    // Registering signs in at once (confirmation is off, as in a fresh Strapi), so the user is confirmed.
    const user = newUser();
    await visit().auth.register(user);
    await expect(visit().auth.sendEmailConfirmation({email: user.email})).rejects.toMatchObject({
      status: 400,
      name: 'ApplicationError',
      message: 'Already confirmed',
    });
  });

  it('builds the provider login as an explicitly external redirect', () => {
    expect(visit().auth.providerLoginUrl('github')).toEqual({
      url: `${CMS_URL}/api/connect/github`,
      external: true,
    });
    expect(() => visit().auth.providerLoginUrl('../admin')).toThrow(/provider/);
  });

  it('refuses a provider login URL with a dangerous protocol', () => {
    for (const url of ['javascript:alert(1)//', 'data:text/html,x', 'vbscript:msgbox']) {
      const auth = createCmsAuthClient({url, tokens: visit().tokens, fetch: cms.fetch});
      expect(() => auth.providerLoginUrl('github')).toThrow(/protocol/);
    }
  });

  it('the emulator’s connect route starts where the URL points', async () => {
    const {url} = visit().auth.providerLoginUrl('github');
    const response = await cms.emulator.fetch(new Request(url));
    expect(response.status).toBe(302);
  });

  it('trades a provider access token for a jwt', async () => {
    const {auth, tokens} = visit();
    const {jwt, user} = await auth.providerCallback('github', 'emulator-duo-fan');
    expect(tokens.get()).toBe(jwt);
    expect(user).toMatchObject({provider: 'github'});
    expect(cms.requests[0]!.url).toBe(`${CMS_URL}/api/auth/github/callback?access_token=emulator-duo-fan`);
  });

  it('does not put the access token into an error message', async () => {
    const onError = vi.fn();
    const tokens = visit().tokens;
    const auth = createCmsAuthClient({
      url: CMS_URL,
      tokens,
      onError,
      fetch: async () => new Response('gateway', {status: 502}),
    });
    const error = await auth.providerCallback('github', 'secret-token').catch((e: unknown) => e);
    expect((error as Error).message).not.toContain('secret-token');
    expect(onError).toHaveBeenCalledOnce();
  });
});
