import {afterAll, describe, expect, it} from 'vitest';
import {createCmsHarness} from './cms-harness.js';

const cms = createCmsHarness({publicRegistration: true});
afterAll(() => cms.close());

describe('API token', () => {
  it('refuses a request without a token with 403, as Strapi’s public role does', async () => {
    const {status, body} = await cms.json('/api/events', {token: null});
    expect(status).toBe(403);
    expect(body).toEqual({data: null, error: {status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {}}});
  });

  it('refuses an unknown token with 401', async () => {
    const {status, body} = await cms.json('/api/home-page', {token: 'not-the-token'});
    expect(status).toBe(401);
    expect(body.error).toMatchObject({status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials'});
  });

  it('accepts a signed-in user’s jwt for reading content, not for the submissions', async () => {
    const {body: auth} = await cms.json('/api/auth/local/register', {
      method: 'POST',
      token: null,
      body: {username: 'reader', email: 'reader@example.com', password: 'secret-123'},
    });
    expect((await cms.call('/api/events', {token: auth.jwt})).status).toBe(200);
    expect((await cms.call('/api/contact-messages', {token: auth.jwt})).status).toBe(403);
  });

  it('leaves the content read-only', async () => {
    const {status, body} = await cms.json('/api/events', {method: 'POST', body: {data: {title: 'x'}}});
    expect(status).toBe(405);
    expect(body.error.name).toBe('MethodNotAllowedError');
  });
});
