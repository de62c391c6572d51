import {describe, expect, it, vi} from 'vitest';
import {accountFormAction} from '~/lib/customer/account-form.server';
import {readLogin, validateLogin, type LoginValues} from '~/lib/customer/account-forms';

// The worker's cache, where tokens signed out while the shop was down are kept: none here.
vi.stubGlobal('caches', {open: async () => ({match: async () => undefined})});

/** A session as the helper and the guard use it, with a signed-in token when `signedIn`. */
function fakeContext(signedIn = false) {
  const values = new Map<string, unknown>();
  if (signedIn) values.set('customerAccessToken', {accessToken: 'token-1', expiresAt: '2999-01-01T00:00:00Z'});
  const session = {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
  };
  const context = {session, locale: 'nl' as const, appEnv: {SESSION_SECRET: 'test-secret'}} as unknown as Parameters<typeof accountFormAction>[0]['context'];
  return {context, values};
}

const post = (fields: Record<string, string>) =>
  new Request('https://shop.example/nl/account/inloggen', {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields),
  });

const LOGIN = {read: readLogin, back: (values: LoginValues) => ({values: {email: values.email}})};

/** `data()` answers are not Responses: their body and status. */
const settled = (answer: unknown) => answer as {data: Record<string, unknown>; init: {status: number; headers: Record<string, string>}};

describe('an account form', () => {
  it('answers a form that fails its rules with a 400, the messages and what was typed, never the password', async () => {
    const {context} = fakeContext();
    const answer = settled(
      await accountFormAction({context, request: post({email: 'not-an-address', password: 'secret-1'})}, LOGIN, async (values, {valid}) => {
        valid(validateLogin(values));
        throw new Error('not reached');
      }),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.init.headers).toEqual({'Cache-Control': 'private, no-store'});
    expect(answer.data).toEqual({errors: {email: 'account.errors.emailInvalid'}, values: {email: 'not-an-address'}});
  });

  it('places backend errors by field, and a throttle answers 429 with the seconds to wait', async () => {
    const {context} = fakeContext();
    const request = () => post({email: 'a@example.be', password: 'secret-1'});
    const mapped = settled(
      await accountFormAction({context, request: request()}, LOGIN, async (_values, {check}) =>
        check({ok: false, errors: [{code: 'TAKEN', field: ['input', 'email']}]}),
      ),
    );
    expect(mapped.data.errors).toEqual({email: 'account.errors.emailTaken'});

    const throttled = settled(
      await accountFormAction({context, request: request()}, LOGIN, async (_values, {refuse}) =>
        refuse({form: 'account.errors.throttled'}, {status: 429, seconds: 60}),
      ),
    );
    expect(throttled.init.status).toBe(429);
    expect(throttled.data).toEqual({errors: {form: 'account.errors.throttled'}, values: {email: 'a@example.be'}, seconds: 60});
  });

  it('goes on to the next screen with a notice', async () => {
    const {context, values} = fakeContext();
    const answer = await accountFormAction({context, request: post({email: 'a@example.be'})}, LOGIN, async (_values, {done}) =>
      done('registered', 'account'),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/nl/account');
    expect(values.get('accountNotice')).toBe('registered');
  });

  it('sends a visitor to sign in from a signed-in form, once the body is read', async () => {
    const {context} = fakeContext();
    const request = post({firstName: 'Ada'});
    const thrown = await accountFormAction({context, request}, {...LOGIN, signedIn: true}, async () => 'not reached').catch(
      (error: unknown) => error,
    );
    expect(request.bodyUsed).toBe(true);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/nl/account/inloggen?redirect=%2Fnl%2Faccount%2Finloggen');
  });

  it('signs out when the backend says the session has ended', async () => {
    const {context, values} = fakeContext(true);
    const thrown = await accountFormAction(
      {context, request: post({})},
      {...LOGIN, signedIn: true},
      async (_values, {accessToken, check}) => {
        expect(accessToken).toBe('token-1');
        return check({ok: false, errors: [{code: 'UNIDENTIFIED_CUSTOMER', field: ['customerAccessToken']}]});
      },
    ).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
    expect(values.has('customerAccessToken')).toBe(false);
    expect(values.get('accountNotice')).toBe('sessionExpired');
  });
});
