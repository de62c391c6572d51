// Public sign-ups are closed unless opened (`CMS_PUBLIC_REGISTRATION=true`, or the settings hook standing
// in for Strapi's admin panel), as in the Strapi project; a registered user never reads drafts.
import {afterAll, describe, expect, it} from 'vitest';
import {createCmsHarness} from './cms-harness.js';

const cms = createCmsHarness();
afterAll(() => cms.close());

const register = (username: string) =>
  cms.json('/api/auth/local/register', {
    method: 'POST',
    token: null,
    body: {username, email: `${username}@example.com`, password: 'accordion-2003'},
  });
const openSignUps = (open: boolean) =>
  cms.call('/__cms/advanced-settings', {method: 'PUT', token: null, body: {allow_register: open}});

describe('public registration', () => {
  it('is refused by default, in Strapi’s words, and creates no user', async () => {
    const {status, body} = await register('walk-in');
    expect(status).toBe(400);
    expect(body).toEqual({
      data: null,
      error: {status: 400, name: 'ApplicationError', message: 'Register action is currently disabled', details: {}},
    });
    const login = await cms.json('/api/auth/local', {method: 'POST', token: null, body: {identifier: 'walk-in', password: 'accordion-2003'}});
    expect(login.status).toBe(400);
  });

  it('works once opened, gives that user no drafts, and closes again', async () => {
    expect((await openSignUps(true)).status).toBe(204);
    const {status, body} = await register('reader');
    expect(status).toBe(200);
    const drafts = await cms.call('/api/workshops?status=draft&locale=en', {token: body.jwt});
    expect(drafts.status).toBe(403);
    expect((await cms.call('/api/workshops?locale=en', {token: body.jwt})).status).toBe(200);

    expect((await openSignUps(false)).status).toBe(204);
    expect((await register('latecomer')).status).toBe(400);
  });

  it('takes only a boolean', async () => {
    expect((await cms.call('/__cms/advanced-settings', {method: 'PUT', token: null, body: {allow_register: 'yes'}})).status).toBe(400);
    expect((await cms.call('/__cms/advanced-settings', {method: 'GET', token: null})).status).toBe(405);
  });
});
