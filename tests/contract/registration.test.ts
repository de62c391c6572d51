// Public sign-ups (`POST /api/auth/local/register`) are closed unless the duo opens them
// (`CMS_PUBLIC_REGISTRATION=true`, or the admin panel's advanced settings): the site registers nobody.
// A user who could register reads no drafts: only the preview token does.
import {describe, expect, inject, it} from 'vitest';
import {authClient, call, contentFile, setPublicRegistration} from './backends';
import {uniqueEmail} from './contract-env';

const [CHANGE] = contentFile<{documentId: string}>('workshops/drafts', 'en');
const byId = `filters[documentId][$eq]=${CHANGE!.documentId}&locale=en`;
const PASSWORD = 'Nyckelharpa-2003';

describe.each(inject('backends'))('%s registration', (backend) => {
  it('is refused by default, in Strapi’s words, and creates no user', async () => {
    const email = uniqueEmail('walk-in');
    const {client, tokens} = authClient(backend);
    await expect(client.register({username: email.split('@')[0]!, email, password: PASSWORD})).rejects.toMatchObject({
      status: 400,
      name: 'ApplicationError',
      message: 'Register action is currently disabled',
    });
    expect(tokens.get()).toBeNull();
    await expect(client.login({identifier: email, password: PASSWORD})).rejects.toMatchObject({status: 400});
  });

  it('gives a user registered while sign-ups were open no drafts', async () => {
    const email = uniqueEmail('reader');
    const {client} = authClient(backend);
    await setPublicRegistration(backend, true);
    try {
      const {jwt} = await client.register({username: email.split('@')[0]!, email, password: PASSWORD});
      for (const query of [`status=draft&${byId}`, `publicationState=preview&${byId}`, `status=draft&${byId}&populate=*`]) {
        const response = await call(backend, `workshops?${query}`, {token: jwt});
        expect(response.status, query).toBe(403);
      }
      expect((await call(backend, 'home-page?status=draft&locale=en', {token: jwt})).status).toBe(403);
      expect((await call(backend, `workshops/${CHANGE!.documentId}?status=draft&locale=en`, {token: jwt})).status).toBe(403);
      expect((await call(backend, `workshops?${byId}`, {token: jwt})).status).toBe(200);
    } finally {
      await setPublicRegistration(backend, false);
    }
  });
});
