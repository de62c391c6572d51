import {expect, test} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {OUTAGE_URL} from '../../playwright.config';
import {FORM_SCREENS, expectNoStackTrace, expectSitePage, formPaths} from '../fixtures/answer-checks';
import {MESSAGES} from '../fixtures/messages';
import {NEWSLETTER_CONFIRM_PATHS, NEWSLETTER_UNSUBSCRIBE_PATHS} from '~/i18n/newsletter-paths';

// Bodies no form of the site sends, each with the content type that goes with it.
const BAD_BODIES: {name: string; headers: Record<string, string>; data: string}[] = [
  {name: 'JSON', headers: {'Content-Type': 'application/json'}, data: '{"email":"a@example.be"}'},
  {name: 'multipart without boundary', headers: {'Content-Type': 'multipart/form-data'}, data: 'garbage'},
  {name: 'broken multipart', headers: {'Content-Type': 'multipart/form-data; boundary=x'}, data: '--x\r\nnope'},
  {name: 'plain text', headers: {'Content-Type': 'text/plain'}, data: 'email=a@example.be'},
  {name: 'no content type', headers: {}, data: 'email=a@example.be'},
];

test('the route table has form screens to test', () => {
  expect(FORM_SCREENS).toEqual(expect.arrayContaining(['contact', 'cart', 'login', 'register', 'recover']));
});

for (const {path, locale} of formPaths()) {
  test(`a body that is not a form posted to ${path} is a 4xx page in the layout`, async ({request}) => {
    for (const body of BAD_BODIES) {
      const response = await request.post(path, {headers: body.headers, data: body.data, maxRedirects: 0});
      const status = response.status();
      expect(status, body.name).toBeLessThan(500);
      // An account page sends a visitor to sign in; sign-out refuses a post from no page of ours (403).
      if (status >= 300 && status < 400) continue;
      expect([400, 403, 413, 415], body.name).toContain(status);
      await expectSitePage(response, locale);
    }
  });
}

test('a 1 MB password is refused before any work, in the layout', async ({request}) => {
  const response = await request.post(screenPath('login', 'nl'), {
    form: {email: 'a@example.be', password: 'x'.repeat(1024 * 1024)},
    maxRedirects: 0,
  });
  expect(response.status()).toBe(413);
  await expectSitePage(response, 'nl');
});

test('a broken cart form input is a 400 in the layout', async ({request}) => {
  for (const cartFormInput of ['{broken', '"text"', 'null', '[]']) {
    const response = await request.post(screenPath('cart', 'fr'), {form: {cartFormInput}, maxRedirects: 0});
    expect(response.status(), cartFormInput).toBe(400);
    await expectSitePage(response, 'fr');
  }
});

test('a broken language cookie does not break the pages', async ({request}) => {
  for (const cookie of ['%ff', '%E0%A4%A', '%', 'fr%']) {
    for (const path of ['/', '/fr', screenPath('contact', 'nl')]) {
      const response = await request.get(path, {headers: {Cookie: `i18n_redirected=${cookie}`}, maxRedirects: 0});
      expect(response.status(), `${path} ${cookie}`).toBeLessThan(400);
    }
  }
});

test('deeply nested relay JSON is a 400 JSON error', async ({request}) => {
  const depth = 20_000;
  const response = await request.post('/api/shopify', {
    headers: {'Content-Type': 'application/json'},
    data: `{"query":"{ shop { name } }","variables":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
  });
  expect(response.status()).toBe(400);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(((await response.json()) as {error: string}).error).toEqual(expect.any(String));
});

test('methods the site does not serve are a 405 that says which it does', async ({request}) => {
  for (const method of ['PUT', 'PATCH', 'DELETE', 'PROPFIND', 'OPTIONS']) {
    for (const path of ['/', screenPath('contact', 'fr'), screenPath('cart', 'nl'), '/api/shopify']) {
      const response = await request.fetch(path, {method, maxRedirects: 0});
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()['allow'], `${method} ${path}`).toBeTruthy();
      expectNoStackTrace(await response.text());
    }
  }
});

test('an error page is titled in the language of its own URL, not of the request before', async ({request}) => {
  await request.get(screenPath('contact', 'fr'));
  const response = await request.post(screenPath('login', 'en'), {
    headers: {'Content-Type': 'application/json'},
    data: '{}',
  });
  expect(response.status()).toBe(415);
  const html = await expectSitePage(response, 'en');
  expect(html).not.toContain(MESSAGES.fr.layout.skipToContent);
});

const LINK_TOKEN = 'a-well-formed-token-1234';

test.describe('backend outages are the friendly page in the layout', () => {
  for (const [path, locale] of [
    [`${OUTAGE_URL}${NEWSLETTER_CONFIRM_PATHS.fr}?token=${LINK_TOKEN}`, 'fr'],
    [`${OUTAGE_URL}${NEWSLETTER_UNSUBSCRIBE_PATHS.nl}?token=${LINK_TOKEN}`, 'nl'],
  ] as const) {
    test(`following a mail's link at ${path}`, async ({request}) => {
      const response = await request.post(path, {form: {token: LINK_TOKEN}});
      expect(response.status()).toBe(200);
      const html = await expectSitePage(response, locale);
      expect(html).toContain(MESSAGES[locale].newsletter.linkFailed);
    });
  }
});
