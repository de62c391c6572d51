import {describe, expect, it} from 'vitest';
import {CmsTokenCookie} from '~/lib/cms/token-cookie.server';

const request = (url: string, cookie?: string) => new Request(url, {headers: cookie ? {Cookie: cookie} : {}});

describe('the cms_jwt cookie', () => {
  it('reads the token from the request', () => {
    expect(new CmsTokenCookie(request('https://duo.test/', 'a=1; cms_jwt=abc.def.ghi; b=2')).get()).toBe(
      'abc.def.ghi',
    );
    expect(new CmsTokenCookie(request('https://duo.test/', 'cms_jwt_other=x')).get()).toBeNull();
    expect(new CmsTokenCookie(request('https://duo.test/')).get()).toBeNull();
  });

  it('sets nothing while the token is unchanged', () => {
    expect(new CmsTokenCookie(request('https://duo.test/', 'cms_jwt=t')).setCookieHeader()).toBeNull();
    const empty = new CmsTokenCookie(request('https://duo.test/'));
    empty.clear();
    expect(empty.setCookieHeader()).toBeNull();
  });

  it('stores a token HttpOnly, SameSite=Lax and Secure over https', () => {
    const store = new CmsTokenCookie(request('https://duo.test/fr'));
    store.set('abc.def.ghi');
    expect(store.get()).toBe('abc.def.ghi');
    expect(store.setCookieHeader()).toBe(
      'cms_jwt=abc.def.ghi; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('is not Secure over plain http (local development)', () => {
    const store = new CmsTokenCookie(request('http://127.0.0.1:3000/'));
    store.set('t');
    expect(store.setCookieHeader()).not.toContain('Secure');
  });

  it('expires the cookie when cleared', () => {
    const store = new CmsTokenCookie(request('https://duo.test/', 'cms_jwt=t'));
    store.clear();
    expect(store.get()).toBeNull();
    expect(store.setCookieHeader()).toBe('cms_jwt=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});
