// Draft reads: only the preview token reads drafts, with `status=draft`; the site's token, a signed-in user
// and no token are refused (403) before anything is read. The demo content has one unpublished change
// (content/workshops/drafts/en.json), which both backends hold as the draft of a published workshop.
import {describe, expect, inject, it} from 'vitest';
import {CmsError} from '~/lib/cms/errors';
import {WorkshopSchema} from '~/lib/cms/schemas';
import {call, contentClient, contentFile, json} from './backends';
import {PREVIEW_TOKEN, SITE_TOKEN} from './contract-env';

const [CHANGE] = contentFile<{documentId: string; title: string}>('workshops/drafts', 'en');
const PUBLISHED = contentFile<{documentId: string; title: string; handle: string}>('workshops', 'en').find(
  (workshop) => workshop.documentId === CHANGE!.documentId,
)!;
const byId = `filters[documentId][$eq]=${CHANGE!.documentId}&locale=en`;

describe.each(inject('backends'))('%s keeps drafts for the preview token', (backend) => {
  it('has a draft that differs from the published version (the fixture means something)', () => {
    expect(CHANGE!.title).not.toBe(PUBLISHED.title);
  });

  it.each([
    ['the site token', SITE_TOKEN],
    ['no token', null],
  ])('refuses drafts to %s with a 403, in Strapi’s error shape', async (_name, token) => {
    for (const query of [`status=draft&${byId}`, `publicationState=preview&${byId}`]) {
      const response = await call(backend, `workshops?${query}`, {token});
      expect(response.status, query).toBe(403);
      expect(await response.json()).toMatchObject({data: null, error: {status: 403, name: 'ForbiddenError'}});
    }
  });

  it('refuses a draft of a single type to the site token too', async () => {
    const response = await call(backend, 'home-page?status=draft&locale=en', {token: SITE_TOKEN});
    expect(response.status).toBe(403);
  });

  it('gives the site token the published version', async () => {
    const body = await json(call(backend, `workshops?${byId}`, {token: SITE_TOKEN}));
    expect(body.data.map((entry: {title: string}) => entry.title)).toEqual([PUBLISHED.title]);
  });

  it('gives the preview token the draft with status=draft, and the published version without', async () => {
    const draft = await json(call(backend, `workshops?status=draft&${byId}`, {token: PREVIEW_TOKEN}));
    expect(draft.data).toHaveLength(1);
    expect(draft.data[0]).toMatchObject({documentId: CHANGE!.documentId, title: CHANGE!.title, publishedAt: null});
    const published = await json(call(backend, `workshops?status=published&${byId}`, {token: PREVIEW_TOKEN}));
    expect(published.data[0]).toMatchObject({title: PUBLISHED.title, publishedAt: expect.any(String)});
  });

  it('reads the draft through the site’s client in preview mode, checked by its schema', async () => {
    const preview = contentClient(backend, 'en', {token: PREVIEW_TOKEN, status: 'draft'});
    const workshop = await preview.findOne('workshops', WorkshopSchema, {filters: {handle: {$eq: PUBLISHED.handle}}, populate: ['place', 'image']});
    expect(workshop?.title).toBe(CHANGE!.title);
    const visitor = contentClient(backend, 'en');
    const published = await visitor.findOne('workshops', WorkshopSchema, {filters: {handle: {$eq: PUBLISHED.handle}}, populate: ['place', 'image']});
    expect(published?.title).toBe(PUBLISHED.title);
  });

  it('lets the site’s client in preview mode write nothing', async () => {
    const preview = contentClient(backend, 'en', {token: PREVIEW_TOKEN, status: 'draft'});
    const refused = await preview
      .create('contact-messages', {name: 'Preview', email: 'preview@example.be', message: 'Hello', language: 'en'})
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CmsError);
    expect((refused as CmsError).status).toBe(403);
  });
});
