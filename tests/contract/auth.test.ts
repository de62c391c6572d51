// The auth client (Strapi's users-permissions) against each backend: register, me, login, passwords. The
// site registers nobody, so sign-ups are closed by default (registration.test.ts); these run with them
// opened, as for a site that registers readers.
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {EventSchema, STRAPI_COLLECTIONS} from '~/lib/cms/schemas';
import {authClient, contentClient, setPublicRegistration} from './backends';
import {mailsTo, uniqueEmail} from './contract-env';

describe.each(inject('backends'))('%s signs users in', (backend) => {
  beforeAll(() => setPublicRegistration(backend, true));
  afterAll(() => setPublicRegistration(backend, false));

  it('registers, knows the user, signs in again and refuses a wrong password', async () => {
    const email = uniqueEmail('reader');
    const username = email.split('@')[0]!;
    const {client, tokens} = authClient(backend);
    const registered = await client.register({username, email, password: 'Nyckelharpa-2003'});
    expect(registered.jwt).toEqual(expect.any(String));
    expect(registered.user).toMatchObject({email, username, confirmed: true, blocked: false, provider: 'local'});
    expect(await client.me()).toMatchObject({email});

    tokens.clear();
    const signedIn = await client.login({identifier: email, password: 'Nyckelharpa-2003'});
    expect(signedIn.user.email).toBe(email);
    expect(tokens.get()).toBe(signedIn.jwt);

    // A signed-in user may read the content with their own token.
    const events = await contentClient(backend, 'fr', {token: signedIn.jwt}).findMany(STRAPI_COLLECTIONS.events, EventSchema);
    expect(events.length).toBeGreaterThan(0);

    const fresh = authClient(backend);
    await expect(fresh.client.login({identifier: email, password: 'wrong-password'})).rejects.toMatchObject({
      status: 400,
      name: 'ValidationError',
    });
    expect(fresh.tokens.get()).toBeNull();
  });

  it('resets a forgotten password with the code from the mail, and changes it when signed in', async () => {
    const email = uniqueEmail('forgetful');
    const {client, tokens} = authClient(backend);
    await client.register({username: email.split('@')[0]!, email, password: 'First-password-1'});
    tokens.clear();

    await client.forgotPassword({email});
    const [mail] = await mailsTo(email);
    expect(mail).toBeDefined();
    const code = /[?&]code=([A-Za-z0-9]+)/.exec(mail!.text)?.[1];
    expect(code).toEqual(expect.any(String));
    const reset = await client.resetPassword({code: code!, password: 'Second-password-2', passwordConfirmation: 'Second-password-2'});
    expect(reset.user.email).toBe(email);

    const changed = await client.changePassword({
      currentPassword: 'Second-password-2',
      password: 'Third-password-3',
      passwordConfirmation: 'Third-password-3',
    });
    expect(changed.user.email).toBe(email);
    tokens.clear();
    await expect(client.login({identifier: email, password: 'Second-password-2'})).rejects.toMatchObject({status: 400});
    expect((await client.login({identifier: email, password: 'Third-password-3'})).user.email).toBe(email);
  });

  it('forgets the token when the backend no longer knows it', async () => {
    const {client, tokens} = authClient(backend);
    tokens.set('not.a.jwt');
    await expect(client.me()).rejects.toMatchObject({status: 401});
    expect(tokens.get()).toBeNull();
  });
});
