import {describe, expect, it} from 'vitest';
import {
  localeCookie,
  localeFromAcceptLanguage,
  negotiateLocale,
  readLocaleCookie,
} from '~/i18n/negotiate';

const request = (headers: Record<string, string>) => new Request('https://shop.test/', {headers});

describe('language negotiation', () => {
  it('picks the best supported language by q-value', () => {
    expect(localeFromAcceptLanguage('fr-BE,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,nl;q=0.5,fr;q=0.4')).toBe('nl');
    expect(localeFromAcceptLanguage('en;q=0.5, nl-BE;q=0.8')).toBe('nl');
    expect(localeFromAcceptLanguage('de, es')).toBeNull();
    expect(localeFromAcceptLanguage('fr;q=0')).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });

  it('lets the cookie win over the header, and falls back to English', () => {
    expect(negotiateLocale(request({'Accept-Language': 'fr', Cookie: 'i18n_redirected=nl'}))).toBe('nl');
    expect(negotiateLocale(request({'Accept-Language': 'fr', Cookie: 'i18n_redirected=en'}))).toBe('en');
    expect(negotiateLocale(request({'Accept-Language': 'nl-BE'}))).toBe('nl');
    expect(negotiateLocale(request({'Accept-Language': 'fr', Cookie: 'i18n_redirected=xx'}))).toBe('fr');
    expect(negotiateLocale(request({}))).toBe('en');
  });

  it('reads the cookie among others', () => {
    expect(readLocaleCookie('session=abc; i18n_redirected=fr; cart=1')).toBe('fr');
    expect(readLocaleCookie('session=abc')).toBeNull();
  });

  it('writes the cookie for 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie('nl', false)).toBe('i18n_redirected=nl; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('fr', true)).toContain('; Secure');
  });
});
