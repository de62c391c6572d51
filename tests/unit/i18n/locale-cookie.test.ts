import {describe, expect, it} from 'vitest';
import {rememberLocale} from '~/i18n/locale-cookie.server';

const page = () => new Response('<html></html>', {headers: {'Content-Type': 'text/html'}});

describe('remembering the language', () => {
  it('sets the cookie when the visitor reads a page in another language', () => {
    const response = page();
    rememberLocale(new Request('http://localhost/fr/calendrier', {headers: {Cookie: 'i18n_redirected=en'}}), response);
    expect(response.headers.get('Set-Cookie')).toMatch(/^i18n_redirected=fr; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('follows client-side navigation through page data requests', () => {
    const response = new Response('{}', {headers: {'Content-Type': 'text/x-script'}});
    rememberLocale(new Request('http://localhost/nl/kalender.data'), response);
    expect(response.headers.get('Set-Cookie')).toContain('i18n_redirected=nl');
  });

  it('leaves the cookie alone when it already matches, or for non-pages', () => {
    const same = page();
    rememberLocale(new Request('http://localhost/nl', {headers: {Cookie: 'i18n_redirected=nl'}}), same);
    expect(same.headers.get('Set-Cookie')).toBeNull();

    const sitemap = new Response('<xml/>', {headers: {'Content-Type': 'application/xml'}});
    rememberLocale(new Request('http://localhost/sitemap.xml'), sitemap);
    expect(sitemap.headers.get('Set-Cookie')).toBeNull();

    const redirect = new Response(null, {status: 302, headers: {Location: '/fr'}});
    rememberLocale(new Request('http://localhost/'), redirect);
    expect(redirect.headers.get('Set-Cookie')).toBeNull();
  });
});
