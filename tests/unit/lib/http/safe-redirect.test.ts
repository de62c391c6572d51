import {describe, expect, it} from 'vitest';
import {safeRedirect, sameOriginPath} from '~/lib/http/safe-redirect';

const ORIGIN = 'https://shop.example';

/** Where a browser lands when it follows this Location from a page of ours. */
const landing = (location: string) => new URL(location, `${ORIGIN}/cart`);

describe('redirect targets from input', () => {
  it('keeps a path of this site with its query and hash, and an absolute URL of this site', () => {
    expect(sameOriginPath('/account', ORIGIN)).toBe('/account');
    expect(sameOriginPath('/fr/compte/commandes/1001?key=abc', ORIGIN)).toBe('/fr/compte/commandes/1001?key=abc');
    expect(sameOriginPath('/account/addresses#new', ORIGIN)).toBe('/account/addresses#new');
    expect(sameOriginPath(`${ORIGIN}/fr/shop?sort=price`, ORIGIN)).toBe('/fr/shop?sort=price');
    expect(sameOriginPath('/a/../../b', ORIGIN)).toBe('/b');
  });

  const NASTY = [
    '//evil.example',
    '//evil.example/account',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/.//evil.example/phish',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C%5Cevil.example',
    '/%5c/evil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/ /evil.example',
    'http://evil.example/',
    'https://evil.example/',
    'http:evil.example',
    'http:/\\evil.example',
    'https:\\\\evil.example',
    'HTTPS://EVIL.EXAMPLE',
    `https://shop.example@evil.example/`,
    `https://shop.example.evil.example/`,
    'http://shop.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    '',
    '/account\\..\\',
    '/\u3002evil.example',
    `/${'a'.repeat(3000)}`,
  ];

  it.each(NASTY)('never leaves the site for %j', (value) => {
    const path = sameOriginPath(value, ORIGIN);
    if (path === null) return;
    // Accepted only when a browser following it stays here and it cannot read as `//host`.
    expect(landing(path).origin).toBe(ORIGIN);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect([...path].every((char) => char > ' ' && char !== '\u007f' && char !== '\\')).toBe(true);
  });

  it.each([
    '//evil.example',
    '/.//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    'http://shop.example/',
  ])('refuses %j outright', (value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(sameOriginPath(null, ORIGIN)).toBeNull();
    expect(sameOriginPath(['/account'], ORIGIN)).toBeNull();
    expect(sameOriginPath(undefined, ORIGIN)).toBeNull();
  });

  it('falls back to the given path when the target is refused', () => {
    expect(safeRedirect('/.//evil.example/phish', ORIGIN, '/account')).toBe('/account');
    expect(safeRedirect(null, ORIGIN, '/nl/account')).toBe('/nl/account');
    expect(safeRedirect('/nl/account/orders', ORIGIN, '/account')).toBe('/nl/account/orders');
  });
});
