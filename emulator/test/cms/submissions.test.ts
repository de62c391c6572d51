import {afterAll, describe, expect, it} from 'vitest';
import {createCmsHarness} from './cms-harness.js';

const cms = createCmsHarness();
afterAll(() => cms.close());

const post = (path: string, body: unknown, token?: string | null) => cms.json(path, {method: 'POST', body, token});

describe('contact-messages', () => {
  it('stores a valid message and reads it back with the API token', async () => {
    const data = {name: 'Anneke', email: 'anneke@example.com', message: 'Spelen jullie op ons dorpsfeest?', locale: 'nl'};
    const {status, body} = await post('/api/contact-messages', {data});
    expect(status).toBe(201);
    expect(body.data).toMatchObject({...data, id: expect.any(Number), documentId: expect.any(String)});

    const {body: list} = await cms.json('/api/contact-messages?filters[locale][$eq]=nl&sort=createdAt:desc');
    expect(list.data[0]).toMatchObject(data);
    expect(list.meta.pagination.total).toBe(1);
    const {body: one} = await cms.json(`/api/contact-messages/${body.data.documentId}`);
    expect(one.data.message).toBe(data.message);
  });

  it('answers 400 ValidationError with one issue per field', async () => {
    const {status, body} = await post('/api/contact-messages', {data: {name: ' ', email: 'nope', message: '', locale: 'de'}});
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.error).toMatchObject({status: 400, name: 'ValidationError', message: '4 errors occurred'});
    const paths = body.error.details.errors.map((issue: {path: string[]}) => issue.path.join('.'));
    expect(paths.sort()).toEqual(['email', 'locale', 'message', 'name']);
    expect(body.error.details.errors[0]).toMatchObject({message: expect.any(String), name: 'ValidationError'});
  });

  it('enforces the length limits and refuses unknown keys and a missing data wrapper', async () => {
    const long = await post('/api/contact-messages', {
      data: {name: 'x'.repeat(101), email: 'a@example.com', message: 'm'.repeat(5001), locale: 'en'},
    });
    expect(long.body.error.details.errors.map((issue: {path: string[]}) => issue.path[0]).sort()).toEqual(['message', 'name']);
    const extra = await post('/api/contact-messages', {data: {name: 'A', email: 'a@example.com', message: 'Hi', locale: 'en', website: 'x'}});
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('Invalid key website');
    const bare = await post('/api/contact-messages', {name: 'A'});
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toBe('Missing "data" payload in the request body');
    const broken = await cms.json('/api/contact-messages', {method: 'POST', body: '{"data":'});
    expect(broken.status).toBe(400);
  });

  it('requires the API token to write and to read back', async () => {
    const data = {name: 'A', email: 'a@example.com', message: 'Hi', locale: 'en'};
    expect((await post('/api/contact-messages', {data}, null)).status).toBe(403);
    expect((await post('/api/contact-messages', {data}, 'wrong')).status).toBe(401);
    expect((await cms.call('/api/contact-messages', {token: null})).status).toBe(403);
  });
});

describe('newsletter-subscriptions', () => {
  it('stores an address once, case-insensitively, and answers a duplicate the same way', async () => {
    const first = await post('/api/newsletter-subscriptions', {data: {email: 'Fan@Example.com', consent: true, locale: 'fr'}});
    const again = await post('/api/newsletter-subscriptions', {data: {email: 'fan@example.com', consent: true, locale: 'fr'}});
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(Object.keys(again.body.data).sort()).toEqual(Object.keys(first.body.data).sort());
    expect(again.body.data).toMatchObject({email: 'fan@example.com', consent: true, locale: 'fr'});

    const {body} = await cms.json('/api/newsletter-subscriptions?filters[email][$eqi]=fan@example.com');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({email: 'Fan@Example.com', locale: 'fr', consent: true});
  });

  it('requires consent and a valid address', async () => {
    const {status, body} = await post('/api/newsletter-subscriptions', {data: {email: 'x', consent: false, locale: 'en'}});
    expect(status).toBe(400);
    expect(body.error.details.errors.map((issue: {path: string[]}) => issue.path[0]).sort()).toEqual(['consent', 'email']);
  });
});
