import {describe, expect, it} from 'vitest';
import {CACHE_CONTROL, applyCachePolicy, cacheDecision} from '~/lib/http/cache-policy';

const ORIGIN = 'https://duo.test';

const get = (path: string, method = 'GET') => new Request(`${ORIGIN}${path}`, {method});

function page(init: {status?: number; cookie?: boolean; headers?: Record<string, string>} = {}) {
  const headers = new Headers({'Content-Type': 'text/html; charset=utf-8', ...init.headers});
  if (init.cookie) headers.append('Set-Cookie', 'i18n_redirected=fr; Path=/');
  return new Response('<!DOCTYPE html>', {status: init.status ?? 200, headers});
}

const data = (init: {cookie?: boolean} = {}) => {
  const headers = new Headers({'Content-Type': 'text/x-script'});
  if (init.cookie) headers.append('Set-Cookie', 'session=abc; Path=/');
  return new Response('[]', {headers});
};

describe('cacheDecision', () => {
  it('keeps a content page out of shared caches, as its layout shows the cart and the name', () => {
    expect(cacheDecision(get('/fr/calendrier'), page())).toEqual({
      kind: 'page',
      cacheControl: 'private, no-cache',
      vary: ['Cookie'],
    });
  });

  it('stores nothing that sets a cookie', () => {
    expect(cacheDecision(get('/nl/kalender'), page({cookie: true}))).toMatchObject({
      kind: 'personal',
      cacheControl: 'private, no-store',
    });
  });

  it.each(['/cart', '/fr/panier', '/account', '/nl/account/bestellingen/1001', '/fr/compte/connexion'])(
    'stores no account or cart screen: %s',
    (path) => {
      expect(cacheDecision(get(path), page())).toMatchObject({kind: 'personal', vary: ['Cookie']});
    },
  );

  it('says the English home depends on the languages and the cookie, redirect or page', () => {
    const redirect = new Response(null, {status: 302, headers: {Location: '/fr'}});
    for (const response of [redirect, page()]) {
      expect(cacheDecision(get('/'), response)).toEqual({
        kind: 'personal',
        cacheControl: 'private, no-store',
        vary: ['Accept-Language', 'Cookie'],
      });
    }
    expect(cacheDecision(get('/_root.data'), data()).vary).toEqual(['Accept-Language', 'Cookie']);
    expect(cacheDecision(get('/fr'), page()).kind).toBe('page');
  });

  it("lets a CDN keep a content screen's data when the layout's is not asked for", () => {
    const decision = cacheDecision(get('/fr/a-propos.data?_routes=about.fr'), data());
    expect(decision).toEqual({kind: 'sharedData', cacheControl: CACHE_CONTROL.sharedData, vary: ['Cookie']});
    expect(decision.cacheControl).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
  });

  it("keeps data private when it includes the layout's, sets a cookie or is one customer's", () => {
    expect(cacheDecision(get('/fr/a-propos.data'), data()).kind).toBe('page');
    expect(cacheDecision(get('/fr/a-propos.data?_routes=root,about.fr'), data()).kind).toBe('page');
    expect(cacheDecision(get('/fr/a-propos.data?_routes=about.fr'), data({cookie: true})).kind).toBe('personal');
    expect(cacheDecision(get('/account/orders.data?_routes=orders.en'), data()).kind).toBe('personal');
  });

  it("keeps a screen's data from shared caches when it holds a visitor's own token", () => {
    const url = '/fr/contact.data?_routes=contact.fr';
    expect(cacheDecision(get(url), data(), {privateData: true})).toEqual({
      kind: 'page',
      cacheControl: 'private, no-cache',
      vary: ['Cookie'],
    });
    const response = data();
    applyCachePolicy(get(url), response, {privateData: true});
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('never stores an answer to a form, nor a page whose URL holds a token', () => {
    expect(cacheDecision(get('/contact', 'POST'), page()).kind).toBe('personal');
    expect(cacheDecision(get('/newsletter', 'POST'), new Response('{}')).kind).toBe('personal');
    expect(cacheDecision(get('/fr/newsletter/confirmer?token=abc'), page()).kind).toBe('personal');
    expect(cacheDecision(get('/nl/nieuwsbrief/uitschrijven.data?token=abc'), data()).kind).toBe('personal');
  });

  it('treats a redirect between screens as a page, and a failure as nothing to keep', () => {
    const redirect = new Response(null, {status: 302, headers: {Location: '/fr/medias-et-presse/videos'}});
    expect(cacheDecision(get('/fr/medias-et-presse'), redirect)).toMatchObject({kind: 'page', vary: ['Cookie']});
    expect(cacheDecision(get('/fr/calendrier'), page({status: 500}))).toMatchObject({
      kind: 'none',
      cacheControl: 'no-store',
    });
  });

  it("keeps a file's own caching, and stores a silent one nowhere", () => {
    const sitemap = new Response('<urlset/>', {
      headers: {'Content-Type': 'application/xml', 'Cache-Control': 'max-age=86400'},
    });
    expect(cacheDecision(get('/sitemap.xml'), sitemap)).toEqual({
      kind: 'file',
      cacheControl: 'max-age=86400',
      vary: [],
    });
    expect(cacheDecision(get('/api/other'), new Response('{}')).cacheControl).toBe('no-store');
    const relayed = new Response('{}', {headers: {'Cache-Control': 'no-store'}});
    expect(cacheDecision(get('/api/shopify', 'POST'), relayed).cacheControl).toBe('no-store');
    const unreachable = new Response('{}', {status: 502, headers: {'Cache-Control': 'no-store'}});
    expect(cacheDecision(get('/api/shopify', 'POST'), unreachable).cacheControl).toBe('no-store');
    const cachedFailure = new Response('{}', {status: 502, headers: {'Cache-Control': 'max-age=60'}});
    expect(cacheDecision(get('/api/other'), cachedFailure).cacheControl).toBe('no-store');
  });
});

describe('applyCachePolicy', () => {
  it('sets Cache-Control and adds to an existing Vary without repeating a name', () => {
    const response = page({headers: {Vary: 'Accept-Encoding, cookie', 'Cache-Control': 'public, max-age=600'}});
    applyCachePolicy(get('/'), response);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding, cookie, Accept-Language');
  });

  it('lets no cache keep anything answered in preview mode, not even the shared route data', () => {
    const data = new Response('{}', {headers: {'Content-Type': 'application/json'}});
    const url = '/fr/calendrier.data?_routes=calendar.fr';
    expect(cacheDecision(get(url), data).cacheControl).toBe(CACHE_CONTROL.sharedData);
    applyCachePolicy(get(url), data, {preview: true});
    expect(data.headers.get('Cache-Control')).toBe('private, no-store');
    expect(data.headers.get('Vary')).toBe('Cookie');
    const response = page();
    applyCachePolicy(get('/fr/ateliers/arranging-for-two'), response, {preview: true});
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Vary')).toBe('Cookie');
  });

  it('treats the preview entrance (its URL holds the secret) and exit as personal', () => {
    expect(cacheDecision(get('/fr/preview?secret=x'), page()).cacheControl).toBe(CACHE_CONTROL.personal);
    expect(cacheDecision(get('/nl/preview/verlaten'), page()).cacheControl).toBe(CACHE_CONTROL.personal);
  });

  it('keeps nothing made while a backend failed, whatever the page would allow', () => {
    const response = page();
    applyCachePolicy(get('/fr/calendrier'), response, {degraded: true});
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Vary')).toBe('Cookie');
  });
});
