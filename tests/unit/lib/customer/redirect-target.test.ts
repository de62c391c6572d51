import {describe, expect, it} from 'vitest';
import {redirectTargetOr, safeRedirectPath} from '~/lib/customer/redirect-target';

describe('redirect after sign-in', () => {
  it('accepts a path of this site, with its query and hash', () => {
    expect(safeRedirectPath('/account')).toBe('/account');
    expect(safeRedirectPath('/fr/compte/commandes/1001?key=abc')).toBe('/fr/compte/commandes/1001?key=abc');
    expect(safeRedirectPath('/account/addresses#new')).toBe('/account/addresses#new');
  });

  it.each([
    '//evil.example',
    '//evil.example/account',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    'account',
    '',
    ' /account',
    '/account\\..\\',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('refuses what is not a string or is absurdly long', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(['/account'])).toBeNull();
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/a/../../b')).toBe('/b');
  });

  it('falls back when the target is refused', () => {
    expect(redirectTargetOr('//evil.example', '/account')).toBe('/account');
    expect(redirectTargetOr('/nl/account', '/account')).toBe('/nl/account');
  });
});
