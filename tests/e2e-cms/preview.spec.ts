import {expect, test, type Page} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {CMS_URL, adminToken as apiToken, signInToAdmin} from '../fixtures/cms-admin';

// A French workshop no other journey edits: its draft gets a new title, which is never published.
const HANDLE = 'balfolk-dance-weekend';
const PUBLISHED = 'Week-end de danse balfolk : mazurka et valse';
const DRAFT = `${PUBLISHED} (brouillon ${Date.now()})`;
const PAGE = screenPath('workshop', 'fr', {handle: HANDLE});

test.use({locale: 'en-US'});
test.setTimeout(150_000);
test.describe.configure({mode: 'serial'});
let adminToken = '';

const heading = (page: Page) => page.getByRole('main').getByRole('heading', {level: 1});

test('“Open preview” on a French draft shows it on the site with the banner; the public page does not', async ({
  page,
  browser,
  request,
}) => {
  await signInToAdmin(page);
  adminToken = await apiToken();
  await page.getByRole('link', {name: 'Content Manager'}).first().click();
  await page.getByRole('link', {name: 'Workshop', exact: true}).click();
  await page.getByRole('combobox').filter({hasText: 'English (en)'}).click();
  await page.getByRole('option', {name: 'French (fr)'}).click();
  await page.getByRole('gridcell', {name: PUBLISHED, exact: true}).click();

  const title = page.getByRole('textbox', {name: 'title'});
  await expect(title).toHaveValue(PUBLISHED);
  await title.fill(DRAFT);
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByText('Saved document')).toBeVisible();

  // The admin's preview: the site in a frame, in the entry's language, as a visitor will see it.
  await page.getByRole('link', {name: 'Open preview'}).click();
  const frame = page.frameLocator('iframe[title="Preview"]');
  await expect(frame.getByRole('main').getByRole('heading', {level: 1})).toHaveText(DRAFT);
  const banner = frame.getByRole('complementary', {name: 'Aperçu'});
  await expect(banner).toContainText('Vous voyez des modifications non publiées.');
  await expect(banner.getByRole('button', {name: 'Quitter l’aperçu'})).toBeVisible();
  const link = await page.locator('iframe[title="Preview"]').getAttribute('src');
  expect(link, 'the frame shows the site’s preview entrance').toContain('/fr/preview?');

  // A visitor, meanwhile, sees the published title and no banner.
  const visitor = await browser.newPage();
  const publicAnswer = await visitor.goto(PAGE);
  expect(publicAnswer?.status()).toBe(200);
  await expect(heading(visitor)).toHaveText(PUBLISHED);
  await expect(visitor.getByRole('complementary', {name: 'Aperçu'})).toHaveCount(0);
  await visitor.close();

  // The same link opened in a tab of its own: the draft, never kept by any cache, and one click out.
  const editor = await browser.newPage();
  const previewAnswer = await editor.goto(link!);
  expect(new URL(editor.url()).pathname).toBe(PAGE);
  expect(previewAnswer?.headers()['cache-control']).toBe('private, no-store');
  expect(previewAnswer?.headers()['vary']).toContain('Cookie');
  await expect(heading(editor)).toHaveText(DRAFT);
  await editor.getByRole('button', {name: 'Quitter l’aperçu'}).click();
  await expect(heading(editor)).toHaveText(PUBLISHED);
  expect(new URL(editor.url()).pathname).toBe(PAGE);
  await expect(editor.getByRole('complementary', {name: 'Aperçu'})).toHaveCount(0);
  await editor.close();

  // Leaving inside the admin's frame says so there (the public page refuses every frame).
  await banner.getByRole('button', {name: 'Quitter l’aperçu'}).click();
  await expect(frame.getByRole('heading', {name: 'Vous avez quitté l’aperçu'})).toBeVisible();
  await expect(frame.getByRole('link', {name: 'Ouvrir la page publiée dans un nouvel onglet'})).toHaveAttribute('href', PAGE);

  // A wrong secret: a 403 page in French, no cookie, no draft.
  const wrong = new URL(link!);
  wrong.searchParams.set('secret', 'not-the-secret');
  const refused = await request.get(wrong.href, {maxRedirects: 0});
  expect(refused.status()).toBe(403);
  expect(refused.headers()['set-cookie']).toBeUndefined();
  const refusal = await refused.text();
  expect(refusal).toContain('Aperçu refusé');
  expect(refusal).not.toContain(DRAFT);

  const withoutSecret = new URL(link!);
  withoutSecret.searchParams.delete('secret');
  expect((await request.get(withoutSecret.href, {maxRedirects: 0})).status()).toBe(403);
});

test('the preview of an entry deleted since is the site’s 404 in its language, not an error', async ({page, request}) => {
  expect(adminToken, 'the admin’s token from the first test').not.toBe('');
  const headers = {Authorization: `Bearer ${adminToken}`};
  const model = 'api::workshop.workshop';
  const created = await request.post(`${CMS_URL}/content-manager/collection-types/${model}?locale=nl`, {
    headers,
    data: {handle: `verdwenen-${Date.now()}`, title: 'Een workshop die niet doorgaat'},
  });
  expect(created.status()).toBe(201);
  const {documentId} = ((await created.json()) as {data: {documentId: string}}).data;

  // The link the admin's "Open preview" gets from the CMS's own handler.
  const preview = await request.get(
    `${CMS_URL}/content-manager/preview/url/${model}?${new URLSearchParams({documentId, locale: 'nl', status: 'draft'})}`,
    {headers},
  );
  expect(preview.status()).toBe(200);
  const {url} = ((await preview.json()) as {data: {url: string}}).data;
  expect(new URL(url).pathname).toBe('/nl/preview');

  const deleted = await request.delete(`${CMS_URL}/content-manager/collection-types/${model}/${documentId}?locale=nl`, {headers});
  expect(deleted.status()).toBe(200);

  const answer = await page.goto(url);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Pagina niet gevonden'})).toBeVisible();
  await expect(page.getByText('Een workshop die niet doorgaat')).toHaveCount(0);
});

test('the CMS offers no preview of what has no page on the site', async ({request}) => {
  const answer = await request.get(`${CMS_URL}/content-manager/preview/url/api::contact-message.contact-message?documentId=x`, {
    headers: {Authorization: `Bearer ${adminToken}`},
  });
  expect(answer.status()).toBe(204);
});
