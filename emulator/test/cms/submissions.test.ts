import {afterAll, beforeEach, describe, expect, it} from 'vitest';
import {clearMails, listMails} from '../../src/commerce/mail-store.js';
import {CMS_TOKEN, createCmsHarness, INBOX_TOKEN} from './cms-harness.js';

const cms = createCmsHarness({publicRegistration: true});
afterAll(() => cms.close());
beforeEach(() => clearMails(cms.emulator.db));

const post = (path: string, body: unknown, token: string | null = CMS_TOKEN) => cms.json(path, {method: 'POST', body, token});
const paths = (body: any) => body.error.details.errors.map((issue: {path: string[]}) => issue.path.join('.')).sort();
const message = {name: 'Anneke', email: 'anneke@example.com', message: 'Spelen jullie op ons dorpsfeest?', language: 'nl'};

describe('contact-messages: create', () => {
  it('stores a valid message, answers 201 with the entry, and the inbox reads it back', async () => {
    const {status, body} = await post('/api/contact-messages', {data: message});
    expect(status).toBe(201);
    expect(body).toEqual({
      data: {
        ...message,
        state: 'new',
        id: expect.any(Number),
        documentId: expect.stringMatching(/^[a-z0-9]{24}$/),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        publishedAt: expect.any(String),
      },
      meta: {},
    });

    const {body: list} = await cms.json('/api/contact-messages?filters[language][$eq]=nl&sort=createdAt:desc', {token: INBOX_TOKEN});
    expect(list.data[0]).toMatchObject(message);
    expect(list.meta.pagination.total).toBe(1);
    const {body: one} = await cms.json(`/api/contact-messages/${body.data.documentId}`, {token: INBOX_TOKEN});
    expect(one.data.message).toBe(message.message);
    expect((await cms.call('/api/contact-messages/nope', {token: INBOX_TOKEN})).status).toBe(404);
  });

  it('mails the duo in their language (French unless CMS_NOTIFY_LOCALE says otherwise), Reply-To the visitor, with every placeholder filled', async () => {
    const {body: created} = await post('/api/contact-messages', {
      data: {...message, message: 'Our festival: https://fest.example/2027. {{email}} stays as written.'},
    });
    const mails = listMails(cms.emulator.db);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: 'duo@ronce-riviere.example',
      replyTo: 'anneke@example.com',
      from: expect.stringContaining('@'),
      subject: 'Nouveau message de Anneke via le site',
    });
    expect(mail.text).toContain('Anneke <anneke@example.com> a écrit via le formulaire de contact (langue de la page : nl) :');
    expect(mail.text).toContain('Our festival: https://fest.example/2027. {{email}} stays as written.');
    expect(mail.text).not.toMatch(/\{\{(name|language|message)\}\}/);
    expect(mail.links).toEqual([
      'https://fest.example/2027',
      `http://localhost:1337/admin/content-manager/collection-types/api::contact-message.contact-message/${created.data.documentId}`,
    ]);
    expect(mail.html).toContain('Anneke &lt;anneke@example.com&gt;');
  });

  it('refuses missing fields with one Strapi ValidationError issue each, and stores and mails nothing', async () => {
    const {status, body} = await post('/api/contact-messages', {data: {}});
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.error).toMatchObject({status: 400, name: 'ValidationError', message: '4 errors occurred'});
    expect(paths(body)).toEqual(['email', 'language', 'message', 'name']);
    expect(body.error.details.errors).toContainEqual({path: ['name'], message: 'name must be defined.', name: 'ValidationError'});
    expect(listMails(cms.emulator.db)).toEqual([]);
  });

  it('words each refusal as Strapi does', async () => {
    const {body} = await post('/api/contact-messages', {data: {name: '', email: 'nope', message: 42, language: 'de'}});
    const byPath = Object.fromEntries(body.error.details.errors.map((issue: {path: string[]; message: string}) => [issue.path[0], issue.message]));
    expect(byPath).toEqual({
      name: 'name must be at least 1 characters',
      email: 'email must be a valid email',
      message: 'message must be a `string` type, but the final value was: `42`.',
      language: 'language must be one of the following values: en, fr, nl, ',
    });
    const one = await post('/api/contact-messages', {data: {...message, language: 'de'}});
    expect(one.body.error.message).toBe('language must be one of the following values: en, fr, nl, ');
  });

  it('enforces the length limits: name 100, email 254, message 5000', async () => {
    const atLimit = {name: 'x'.repeat(100), email: `${'a'.repeat(242)}@example.com`, message: 'm'.repeat(5000), language: 'en'};
    expect(atLimit.email).toHaveLength(254);
    expect((await post('/api/contact-messages', {data: atLimit})).status).toBe(201);
    const over = {name: 'x'.repeat(101), email: `${'a'.repeat(243)}@example.com`, message: 'm'.repeat(5001), language: 'en'};
    const {status, body} = await post('/api/contact-messages', {data: over});
    expect(status).toBe(400);
    expect(paths(body)).toEqual(['email', 'message', 'name']);
    expect(body.error.details.errors).toContainEqual({path: ['name'], message: 'name must be at most 100 characters', name: 'ValidationError'});
  });

  it('refuses unknown keys (`locale` too: the page language is `language`) and a missing data wrapper', async () => {
    const extra = await post('/api/contact-messages', {data: {...message, website: 'x'}});
    expect(extra.status).toBe(400);
    expect(extra.body.error).toEqual({status: 400, name: 'ValidationError', message: 'Invalid key website', details: {key: 'website'}});
    const {language: _language, ...withoutLanguage} = message;
    const locale = await post('/api/contact-messages', {data: {...withoutLanguage, locale: 'nl'}});
    expect(locale.body.error.message).toBe('Invalid key locale');
    const bare = await post('/api/contact-messages', {name: 'A'});
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toBe('Missing "data" payload in the request body');
    const broken = await cms.json('/api/contact-messages', {method: 'POST', body: '{"data":'});
    expect(broken.status).toBe(400);
    expect(listMails(cms.emulator.db)).toEqual([]);
  });
});

describe('permissions on the private collections', () => {
  const collections = ['contact-messages', 'newsletter-subscriptions'];
  let userJwt: string;

  it('signs a user in for the checks below', async () => {
    const {body} = await post('/api/auth/local/register', {username: 'reader', email: 'reader@example.com', password: 'secret-123'}, null);
    userJwt = body.jwt;
    expect(userJwt).toEqual(expect.any(String));
  });

  it('lets the site token write but never read, update or delete', async () => {
    for (const collection of collections) {
      const {status, body} = await cms.json(`/api/${collection}`, {token: CMS_TOKEN});
      expect(status).toBe(403);
      expect(body).toEqual({data: null, error: {status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {}}});
      expect((await cms.call(`/api/${collection}/abc`, {token: CMS_TOKEN})).status).toBe(403);
      expect((await cms.call(`/api/${collection}/abc`, {method: 'PUT', body: {data: {}}, token: CMS_TOKEN})).status).toBe(403);
      expect((await cms.call(`/api/${collection}/abc`, {method: 'DELETE', token: CMS_TOKEN})).status).toBe(403);
    }
  });

  it('lets the inbox token read both collections and do nothing else', async () => {
    for (const collection of collections) {
      expect((await cms.call(`/api/${collection}`, {token: INBOX_TOKEN})).status).toBe(200);
      expect((await cms.call(`/api/${collection}/abc`, {method: 'DELETE', token: INBOX_TOKEN})).status).toBe(403);
    }
    expect((await post('/api/contact-messages', {data: message}, INBOX_TOKEN)).status).toBe(403);
    expect((await post('/api/newsletter-subscriptions/confirm', {data: {token: 'x'}}, INBOX_TOKEN)).status).toBe(403);
    expect((await cms.call('/api/events', {token: INBOX_TOKEN})).status).toBe(403);
    expect((await cms.call('/api/home-page', {token: INBOX_TOKEN})).status).toBe(403);
  });

  it('gives a signed-in user nothing here', async () => {
    for (const collection of collections) {
      expect((await cms.call(`/api/${collection}`, {token: userJwt})).status).toBe(403);
    }
    expect((await post('/api/contact-messages', {data: message}, userJwt)).status).toBe(403);
  });

  it('answers 403 without a token and 401 for an unknown one, before looking at the body', async () => {
    for (const collection of collections) {
      expect((await cms.call(`/api/${collection}`, {token: null})).status).toBe(403);
      expect((await post(`/api/${collection}`, {data: {}}, null)).status).toBe(403);
      expect((await post(`/api/${collection}`, {data: {}}, 'wrong')).status).toBe(401);
    }
    expect((await post('/api/newsletter-subscriptions/unsubscribe', {data: {token: 'x'}}, null)).status).toBe(403);
    expect(listMails(cms.emulator.db)).toEqual([]);
  });

  it('hides the private fields from the inbox and refuses filtering on them', async () => {
    await post('/api/newsletter-subscriptions', {
      data: {
        email: 'reader@example.com',
        consent: true,
        language: 'en',
        confirmUrl: 'http://localhost:3000/newsletter/confirm',
        unsubscribeUrl: 'http://localhost:3000/newsletter/unsubscribe',
      },
    });
    const {body} = await cms.json('/api/newsletter-subscriptions', {token: INBOX_TOKEN});
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['confirmedAt', 'consent', 'createdAt', 'documentId', 'email', 'id', 'language', 'publishedAt', 'state', 'unsubscribedAt', 'updatedAt'],
    );
    const filtered = await cms.json('/api/newsletter-subscriptions?filters[confirmTokenHash][$notNull]=true', {token: INBOX_TOKEN});
    expect(filtered.status).toBe(400);
  });
});
