// A second person at the duo's admin panel: Strapi's Editor role lists, edits and publishes the site's
// content in every language; its Author role saves drafts but neither publishes nor deletes. Signs them
// up as the admin panel does (an invitation, whose link arrives by mail, then the registration form) and
// works through the content manager's own API; Strapi only (the emulator has no admin panel).
import {beforeAll, describe, expect, inject, it} from 'vitest';
import {contentFile} from './backends';
import {ADMIN, STRAPI_ORIGIN, mailsTo} from './contract-env';

const PRESS = 'api::press-article.press-article';
const article = contentFile<{documentId: string; title: string}>('press-articles', 'fr')[0]!;

async function admin(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${STRAPI_ORIGIN}${path}`, {
    method,
    headers: {...(token ? {Authorization: `Bearer ${token}`} : {}), Accept: 'application/json', 'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json().catch(() => null)) as any};
}

/** Invites a person with a role, as Settings → Users does, and completes their registration. */
async function invite(superAdmin: string, roleCode: string, name: string): Promise<string> {
  const roles = await admin(superAdmin, 'GET', '/admin/roles');
  const role = (roles.body.data as {id: number; code: string}[]).find(({code}) => code === roleCode)!;
  const email = `${name.toLowerCase()}-${Date.now()}@ronce-riviere.example`;
  const created = await admin(superAdmin, 'POST', '/admin/users', {firstname: name, lastname: 'Second', email, roles: [role.id]});
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // The invitation arrives by mail, in the duo's language, with the link the admin panel would show.
  const [mail] = await mailsTo(email);
  expect(mail!.subject).toBe('Invitation à modifier le site de Ronce & Rivière');
  const link = new URL(mail!.links.find((href) => href.includes('/auth/register'))!);
  expect(link.pathname).toBe('/admin/auth/register');
  expect(link.port).toBe(new URL(STRAPI_ORIGIN).port);
  expect(link.searchParams.get('registrationToken')).toBe(created.body.data.registrationToken);
  const registered = await admin(null, 'POST', '/admin/register', {
    registrationToken: link.searchParams.get('registrationToken'),
    userInfo: {firstname: name, lastname: 'Second', password: 'Second-Editor-2026'},
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return registered.body.data.token as string;
}

describe.skipIf(!inject('backends').includes('strapi'))('a second editor at the admin panel', () => {
  let editor = '';
  let author = '';

  beforeAll(async () => {
    const login = await admin(null, 'POST', '/admin/login', ADMIN);
    expect(login.status, 'the duo sign in').toBe(200);
    const superAdmin = login.body.data.token as string;
    [editor, author] = [await invite(superAdmin, 'strapi-editor', 'Edith'), await invite(superAdmin, 'strapi-author', 'Arthur')];
  });

  it('an Editor sees every language, lists the entries and publishes a French change', async () => {
    for (const locale of ['en', 'fr', 'nl']) {
      const list = await admin(editor, 'GET', `/content-manager/collection-types/${PRESS}?locale=${locale}&page=1&pageSize=50`);
      expect(list.status, locale).toBe(200);
      expect(list.body.results.length, `${locale} entries listed`).toBeGreaterThan(0);
    }
    const title = `${article.title} (mise à jour)`;
    const published = await admin(editor, 'POST', `/content-manager/collection-types/${PRESS}/${article.documentId}/actions/publish?locale=fr`, {
      title,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const back = await admin(editor, 'POST', `/content-manager/collection-types/${PRESS}/${article.documentId}/actions/publish?locale=fr`, {
      title: article.title,
    });
    expect(back.status).toBe(200);
  });

  it('an Author saves a draft in Dutch but can neither publish nor delete', async () => {
    const list = await admin(author, 'GET', `/content-manager/collection-types/${PRESS}?locale=nl&page=1&pageSize=50`);
    expect(list.status).toBe(200);
    const entry = (list.body.results as {documentId: string; title: string}[])[0]!;
    const saved = await admin(author, 'PUT', `/content-manager/collection-types/${PRESS}/${entry.documentId}?locale=nl`, {title: entry.title});
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const publish = await admin(author, 'POST', `/content-manager/collection-types/${PRESS}/${entry.documentId}/actions/publish?locale=nl`, {});
    expect(publish.status).toBe(403);
    const remove = await admin(author, 'DELETE', `/content-manager/collection-types/${PRESS}/${entry.documentId}?locale=nl`);
    expect(remove.status).toBe(403);
  });

  it('an Author writes a newsletter in every language but may not send it; an Editor may', async () => {
    const NEWSLETTERS = '/content-manager/collection-types/api::newsletter.newsletter';
    const body = [{type: 'paragraph', children: [{type: 'text', text: 'Bonjour'}]}];
    const created = await admin(author, 'POST', `${NEWSLETTERS}?locale=en`, {subject: 'Draft by Arthur', body});
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.documentId as string;
    const french = await admin(author, 'PUT', `${NEWSLETTERS}/${id}?locale=fr`, {subject: 'Brouillon d’Arthur', body});
    expect(french.status, JSON.stringify(french.body)).toBe(200);
    for (const path of [`/admin/newsletter-sends/${id}`, `/admin/newsletter-sends/${id}/test`]) {
      const refused = await admin(author, 'POST', path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.message).toBe('Only the Super Admin and Editors send newsletters.');
    }
    expect((await admin(author, 'GET', `/admin/newsletter-sends/${id}`)).body).toEqual({data: null, meta: {}});
    const test = await admin(editor, 'POST', `/admin/newsletter-sends/${id}/test?locale=fr`);
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body.data).toEqual({to: expect.stringMatching(/^edith-/), locale: 'fr'});
  });

  it('neither role sees the inbox unless the duo grant it', async () => {
    for (const token of [editor, author]) {
      const inbox = await admin(token, 'GET', '/content-manager/collection-types/api::contact-message.contact-message?page=1&pageSize=10');
      expect(inbox.status).toBe(403);
    }
  });
});
