import {expect, test} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {BASE_URL} from '../../playwright.config';
import {contentList} from '../fixtures/content';
import {MESSAGES} from '../fixtures/messages';

/** The workshop that exists in English and French only. */
const ONLY_EN_FR = 'arranging-for-two';

test.describe('SEO', () => {
  test('every page has a description, a canonical URL and hreflang alternates', async ({page}) => {
    await page.goto('/fr/medias-et-presse/photos');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${BASE_URL}/fr/medias-et-presse/photos`,
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(alternates).toEqual([
      ['en-US', `${BASE_URL}/media-and-press/photos`],
      ['fr-FR', `${BASE_URL}/fr/medias-et-presse/photos`],
      ['nl-BE', `${BASE_URL}/nl/media-en-pers/fotos`],
      ['x-default', `${BASE_URL}/media-and-press/photos`],
    ]);
  });

  test('sitemap.xml lists the static screens in three languages with alternates', async ({request}) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${BASE_URL}/nl/kalender</loc>`);
    expect(xml).toContain(`hreflang="fr-FR" href="${BASE_URL}/fr/calendrier"`);
    expect(xml.match(/<url>/g)?.length).toBeGreaterThanOrEqual(3 * 14);
  });

  test('a workshop missing in Dutch is shown in English, said so, and not offered as a Dutch page', async ({
    page,
    request,
  }) => {
    const english = `${BASE_URL}${screenPath('workshop', 'en', {handle: ONLY_EN_FR})}`;
    const french = `${BASE_URL}${screenPath('workshop', 'fr', {handle: ONLY_EN_FR})}`;
    const dutch = screenPath('workshop', 'nl', {handle: ONLY_EN_FR});
    const workshop = contentList('workshops', 'en').find((entry) => entry.handle === ONLY_EN_FR)!;
    await page.goto(dutch);
    await expect(page.getByRole('note')).toHaveText(MESSAGES.nl.workshops.fallbackNotice);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(workshop.title);
    await expect(page.getByRole('heading', {level: 1})).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('link', {name: MESSAGES.nl.workshops.back})).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', MESSAGES.nl.workshops.fallbackNotice);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', english);
    const alternates = (where: typeof page) =>
      where
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    const written = [
      ['en-US', english],
      ['fr-FR', french],
      ['x-default', english],
    ];
    expect(await alternates(page)).toEqual(written);
    await page.goto(french);
    await expect(page.getByRole('note')).toHaveCount(0);
    expect(await alternates(page)).toEqual(written);

    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${french}</loc>`);
    expect(xml).not.toContain(`${BASE_URL}${dutch}`);
    const other = contentList('workshops', 'nl')[0]!.handle;
    expect(xml).toContain(`<loc>${BASE_URL}${screenPath('workshop', 'nl', {handle: other})}</loc>`);
  });

  test('robots.txt points at the sitemap', async ({request}) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /fr/panier');
  });
});

test.describe('security headers', () => {
  test('pages carry a nonce-based CSP and every script has the nonce', async ({page}) => {
    const response = await page.goto('/');
    const headers = response!.headers();
    const csp = headers['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)![1];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');

    // Structured data (`application/ld+json`) is a data block the browser never runs: CSP does not apply.
    const scriptNonces = await page
      .locator('script:not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(scriptNonces.length).toBeGreaterThan(0);
    for (const value of scriptNonces) expect(value).toBe(nonce);
  });

  test('the page hydrates under the CSP with no violation', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await page.getByRole('button', {name: 'Media & Press'}).click();
    await expect(page.getByRole('button', {name: 'Media & Press'})).toHaveAttribute('aria-expanded', 'true');
    expect(violations).toEqual([]);
  });
});

test.describe('caching headers', () => {
  test("the language redirect on / is the visitor's alone", async ({request}) => {
    const response = await request.get('/', {headers: {'Accept-Language': 'nl-BE,nl;q=0.9'}, maxRedirects: 0});
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/nl');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const vary = response.headers()['vary'].split(',').map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
  });

  test('a page is never kept by a shared cache, whatever it sets', async ({page}) => {
    await page.goto('/fr/calendrier');
    // The language cookie is set now: the next page sets nothing and may only be kept by the browser.
    const response = await page.goto('/fr/a-propos');
    expect(await response!.headerValue('set-cookie')).toBeNull();
    expect(response!.headers()['cache-control']).toBe('private, no-cache');
    expect(response!.headers()['vary']).toMatch(/\bCookie\b/i);
  });

  test("a content screen's data, fetched on a click inside the site, may be shared by a CDN", async ({page}) => {
    await page.goto('/fr/calendrier');
    const data = page.waitForResponse((response) => new URL(response.url()).pathname === '/fr/a-propos.data');
    const {nav, screen} = MESSAGES.fr;
    await page.getByRole('navigation', {name: nav.main}).getByRole('link', {name: nav.about}).click();
    const response = await data;
    expect(new URL(response.url()).searchParams.get('_routes')).not.toMatch(/\broot\b/);
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers()['vary']).toMatch(/\bCookie\b/i);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(screen.about);
  });

  test("the contact screen's data carries a single-use form token, so no shared cache may keep it", async ({page}) => {
    // A visitor whose language cookie is set gets answers that set nothing; the screen's data without the
    // layout's is then the kind a CDN may keep for whoever asks next.
    await page.goto('/fr/contact');
    const response = await page.request.get('/fr/contact.data?_routes=contact.fr');
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(await response.text()).toMatch(/\d{13}\.[A-Za-z0-9_-]{43}/);
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    expect(response.headers()['vary']).toMatch(/\bCookie\b/i);
  });

  test('the cart is stored nowhere', async ({page}) => {
    const response = await page.goto('/fr/panier');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
  });
});
