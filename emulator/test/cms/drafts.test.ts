import {afterAll, describe, expect, it} from 'vitest';
import {createCmsHarness, INBOX_TOKEN} from './cms-harness.js';

const PREVIEW_TOKEN = 'emulator-preview-token';
const cms = createCmsHarness();
afterAll(() => cms.close());

const NYCKELHARPA = 'filters[handle][$eq]=nyckelharpa-for-fiddlers';

describe('drafts', () => {
  it('gives the preview token each entry’s draft, with the changes in content/<type>/drafts/', async () => {
    const {status, body} = await cms.json(`/api/workshops?status=draft&${NYCKELHARPA}`, {token: PREVIEW_TOKEN});
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({title: 'Nyckelharpa for fiddlers: a weekend in Uppland style', publishedAt: null});
    const unchanged = await cms.json('/api/workshops?status=draft&filters[handle][$eq]=arranging-for-two', {token: PREVIEW_TOKEN});
    expect(unchanged.body.data[0]).toMatchObject({title: 'Arranging for two', publishedAt: null});
  });

  it('reads a language without changes as its published text, and v4’s publicationState=preview the same', async () => {
    const french = await cms.json(`/api/workshops?status=draft&locale=fr&${NYCKELHARPA}`, {token: PREVIEW_TOKEN});
    expect(french.body.data[0].title).toBe('Le nyckelharpa pour les violonistes');
    const v4 = await cms.json(`/api/workshops?publicationState=preview&${NYCKELHARPA}`, {
      token: PREVIEW_TOKEN,
      headers: {'Strapi-Response-Format': 'v4'},
    });
    expect(v4.body.data[0].attributes.title).toBe('Nyckelharpa for fiddlers: a weekend in Uppland style');
  });

  it('gives everyone the published version without status, the preview token included', async () => {
    const {body} = await cms.json(`/api/workshops?${NYCKELHARPA}`, {token: PREVIEW_TOKEN});
    expect(body.data[0]).toMatchObject({title: 'Nyckelharpa for fiddlers', publishedAt: expect.any(String)});
  });

  it.each([
    ['the site token', undefined],
    ['the inbox token', INBOX_TOKEN],
    ['no token', null],
    ['an unknown token', 'guess'],
  ])('refuses drafts to %s with a 403, before looking at the token', async (_name, token) => {
    const {status, body} = await cms.json(`/api/workshops?status=draft&${NYCKELHARPA}`, {token});
    expect(status).toBe(403);
    expect(body.error).toMatchObject({status: 403, name: 'ForbiddenError'});
  });

  it('answers an unknown status to the preview token with a 400', async () => {
    expect((await cms.json('/api/workshops?status=archived', {token: PREVIEW_TOKEN})).status).toBe(400);
  });

  it('lets the preview token write nothing', async () => {
    const {status} = await cms.json('/api/contact-messages', {
      method: 'POST',
      token: PREVIEW_TOKEN,
      body: {data: {name: 'P', email: 'p@example.be', message: 'Hello', language: 'en'}},
    });
    expect(status).toBe(403);
  });
});
