import {afterAll, describe, expect, it} from 'vitest';
import type {AppEnv} from '~/lib/env.server';
import {closePreview, openPreview} from '~/lib/preview/preview-mode.server';
import {readPreview} from '~/lib/preview/preview-cookie.server';
import {CMS_URL, startCmsEmulator} from '../cms/cms-emulator';

const cms = startCmsEmulator();
afterAll(() => cms.close());

const SECRET = 'preview-secret-for-tests';
const appEnv = {
  CMS_URL,
  CMS_API_TOKEN: 'emulator-cms-token',
  CMS_PREVIEW_TOKEN: 'emulator-preview-token',
  CMS_PREVIEW_SECRET: SECRET,
  SESSION_SECRET: 'session-secret-for-tests',
} as AppEnv;

const NYCKELHARPA = 'y496q2h0zn9b2gjcs7w8ddam';
const WINTER_HEARTH_EVENT = 'lw24lar5ooc5f23fxygr9vca';

function entrance(path: string, params: Record<string, string>) {
  return new URL(`http://localhost:3000${path}?${new URLSearchParams(params)}`);
}

const open = (locale: 'en' | 'fr' | 'nl', params: Record<string, string>) =>
  openPreview(entrance(locale === 'en' ? '/preview' : `/${locale}/preview`, params), {appEnv, locale, fetch: cms.fetch});

describe('openPreview', () => {
  it.each([
    ['a wrong secret', {secret: 'guess', type: 'workshops', documentId: NYCKELHARPA}],
    ['no secret', {type: 'workshops', documentId: NYCKELHARPA}],
  ])('refuses %s with a 403 before asking the CMS anything', async (_name, params) => {
    const before = cms.fetch.mock.calls.length;
    expect(await open('en', params)).toEqual({kind: 'refused', status: 403});
    expect(cms.fetch.mock.calls.length).toBe(before);
  });

  it.each([
    ['a type with no page', {type: 'contact-messages', documentId: NYCKELHARPA}],
    ['no document', {type: 'workshops'}],
    ['a malformed documentId', {type: 'workshops', documentId: '../admin'}],
    ['an unknown status', {type: 'workshops', documentId: NYCKELHARPA, status: 'archived'}],
  ])('answers a link with %s with a 400', async (_name, params) => {
    expect(await open('en', {secret: SECRET, ...params})).toEqual({kind: 'bad-link', status: 400});
  });

  it('sends the editor to the entry’s page in the link’s language, with a signed preview cookie', async () => {
    const answer = await open('fr', {secret: SECRET, type: 'workshops', documentId: NYCKELHARPA});
    expect(answer).toMatchObject({kind: 'enter', path: '/fr/ateliers/nyckelharpa-for-fiddlers'});
    if (answer.kind !== 'enter') throw new Error('not entered');
    expect(answer.setCookie).toMatch(/^preview=/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/']) {
      expect(answer.setCookie).toContain(attribute);
    }
    const request = new Request('http://localhost:3000/', {headers: {Cookie: answer.setCookie.split(';')[0]!}});
    expect(await readPreview(request, appEnv.SESSION_SECRET)).toBe('draft');
    expect(await readPreview(request, 'another-session-secret')).toBeNull();
  });

  it('asks the CMS with the preview token, for drafts', async () => {
    await open('nl', {secret: SECRET, type: 'workshops', documentId: NYCKELHARPA});
    const asked = cms.requests.at(-1)!;
    expect(asked.headers.get('Authorization')).toBe('Bearer emulator-preview-token');
    expect(new URL(asked.url).searchParams.get('status')).toBe('draft');
  });

  it('sends an event to its month on the calendar, at its card', async () => {
    const answer = await open('en', {secret: SECRET, type: 'events', documentId: WINTER_HEARTH_EVENT});
    expect(answer).toMatchObject({kind: 'enter', path: expect.stringMatching(/^\/calendar(\/archive\/\d{4}|\?month=\d{4}-\d{2}#event-lw24lar5ooc5f23fxygr9vca)$/)});
  });

  it('sends the home page to the home page of the language', async () => {
    expect(await open('nl', {secret: SECRET, type: 'home-page', documentId: 'jjhd3dom8usl56xcidxycuef'})).toMatchObject({path: '/nl'});
  });

  it('answers a document the CMS does not have (deleted) with a 404', async () => {
    expect(await open('fr', {secret: SECRET, type: 'workshops', documentId: 'deletedzzzzzzzzzzzzzzzzz'})).toEqual({
      kind: 'missing',
      status: 404,
    });
  });
});

describe('closePreview', () => {
  const origin = 'http://localhost:3000';

  it('goes back to the page the banner was on', async () => {
    expect((await closePreview('/fr/ateliers/x?month=2026-12', origin, '/fr', appEnv)).path).toBe('/fr/ateliers/x?month=2026-12');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', null, ''])(
    'never leaves the site for %s: the home page instead',
    async (returnTo) => {
      expect((await closePreview(returnTo, origin, '/fr', appEnv)).path).toBe('/fr');
    },
  );

  it('clears the cookie', async () => {
    const {setCookie} = await closePreview('/', origin, '/', appEnv);
    expect(setCookie).toMatch(/^preview=;/);
    expect(setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});
