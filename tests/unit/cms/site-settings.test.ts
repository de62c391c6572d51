import {describe, expect, it} from 'vitest';
import {assertSiteSettings} from '../../../cms/src/env/site-settings';

describe('the CMS settings that point at the site', () => {
  it('accepts http(s) origins and a reset page, or nothing at all', () => {
    expect(() =>
      assertSiteSettings({SITE_ORIGINS: 'http://localhost:3700, https://www.example.org', CMS_RESET_PASSWORD_URL: 'http://localhost:3700/reset-password'}),
    ).not.toThrow();
    expect(() => assertSiteSettings({})).not.toThrow();
  });

  it('refuses to start on a value that is not an address, naming the variable and the value', () => {
    expect(() => assertSiteSettings({SITE_ORIGINS: 'localhost:3700'})).toThrow(/SITE_ORIGINS has "localhost:3700"/);
    expect(() => assertSiteSettings({SITE_ORIGINS: 'http://localhost:3000,ftp://files.example'})).toThrow(
      /SITE_ORIGINS has "ftp:\/\/files.example": only http and https/,
    );
    expect(() => assertSiteSettings({CMS_RESET_PASSWORD_URL: '/reset-password'})).toThrow(/CMS_RESET_PASSWORD_URL/);
  });
});
