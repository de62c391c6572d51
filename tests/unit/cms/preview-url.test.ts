import {describe, expect, it} from 'vitest';
import {asksForDrafts, isPreviewKey} from '../../../cms/src/middlewares/draft-reads';
import {PREVIEW_TYPES, previewUrl} from '../../../cms/src/preview/preview-url';
import {PREVIEW_PATHS} from '~/i18n/preview-paths';
import {PREVIEW_TYPES as SITE_PREVIEW_TYPES} from '~/lib/preview/preview-target.server';

const ENV = {SITE_ORIGINS: 'http://localhost:3000/, https://www.example.org', CMS_PREVIEW_SECRET: 's3cret'};

describe('the CMS’s preview links', () => {
  it('lead to the site’s entrance in the entry’s language, with the secret and the document', () => {
    const url = new URL(previewUrl('api::workshop.workshop', {documentId: 'abc123', locale: 'fr', status: 'draft'}, ENV)!);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe(PREVIEW_PATHS.fr);
    expect(Object.fromEntries(url.searchParams)).toEqual({secret: 's3cret', type: 'workshops', documentId: 'abc123', status: 'draft'});
    expect(new URL(previewUrl('api::event.event', {documentId: 'abc123', locale: 'en'}, ENV)!).pathname).toBe(PREVIEW_PATHS.en);
    expect(new URL(previewUrl('api::event.event', {documentId: 'abc123', locale: 'nl'}, ENV)!).pathname).toBe(PREVIEW_PATHS.nl);
  });

  it('name only types the site can show, and every one of them', () => {
    expect(Object.values(PREVIEW_TYPES).sort()).toEqual([...SITE_PREVIEW_TYPES].sort());
  });

  it.each([
    ['mail texts', 'api::mail-text.mail-text', ENV],
    ['contact messages', 'api::contact-message.contact-message', ENV],
    ['newsletter sign-ups', 'api::newsletter-subscription.newsletter-subscription', ENV],
    ['a CMS without the secret', 'api::workshop.workshop', {SITE_ORIGINS: ENV.SITE_ORIGINS}],
    ['a CMS without the site', 'api::workshop.workshop', {CMS_PREVIEW_SECRET: 's3cret'}],
  ])('offer no preview for %s', (_name, uid, env) => {
    expect(previewUrl(uid, {documentId: 'abc123', locale: 'en'}, env)).toBeNull();
  });
});

describe('draft reads in the CMS', () => {
  it.each([
    [{status: 'draft'}, true],
    [{status: 'anything'}, true],
    [{publicationState: 'preview'}, true],
    [{status: 'published'}, false],
    [{publicationState: 'live'}, false],
    [{}, false],
  ])('%o asks for drafts: %s', (query, drafts) => {
    expect(asksForDrafts(query)).toBe(drafts);
  });

  it('knows the preview token by its key only', () => {
    expect(isPreviewKey('Bearer preview-key', 'preview-key')).toBe(true);
    expect(isPreviewKey('bearer preview-key', 'preview-key')).toBe(true);
    expect(isPreviewKey('Bearer site-key', 'preview-key')).toBe(false);
    expect(isPreviewKey('', 'preview-key')).toBe(false);
    expect(isPreviewKey('Bearer preview-key', undefined)).toBe(false);
  });
});
