import {describe, expect, it} from 'vitest';
import {EnvError, validateEnv} from '~/lib/env.server';

const COMPLETE = {
  PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4010',
  PUBLIC_STOREFRONT_API_TOKEN: 'public',
  PRIVATE_STOREFRONT_API_TOKEN: 'private',
  SESSION_SECRET: 'a-session-secret-of-32-characters',
  CMS_URL: 'http://127.0.0.1:4010',
  CMS_API_TOKEN: 'cms',
  CMS_PREVIEW_SECRET: 'preview-secret',
  CMS_PREVIEW_TOKEN: 'preview-token',
};

describe('env validation', () => {
  it('accepts a complete env', () => {
    expect(validateEnv({...COMPLETE}).SESSION_SECRET).toBe('a-session-secret-of-32-characters');
  });

  it('names every missing variable at once', () => {
    const {SESSION_SECRET: _s, CMS_API_TOKEN: _c, ...partial} = COMPLETE;
    try {
      validateEnv(partial);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toEqual([
        'SESSION_SECRET is missing: set it in .env (see .env.example).',
        'CMS_API_TOKEN is missing: set it in .env (see .env.example).',
      ]);
    }
  });

  it('signs customers in through the Customer Account API only with both its client id and the shop number', () => {
    const hosted = validateEnv({...COMPLETE, PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_abc', SHOP_ID: '68817551406'});
    expect([hosted.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID, hosted.SHOP_ID]).toEqual(['shp_abc', '68817551406']);
    expect(validateEnv({...COMPLETE}).SHOP_ID).toBe('');
    expect(() => validateEnv({...COMPLETE, PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_abc'})).toThrow(/Set both/);
    expect(() => validateEnv({...COMPLETE, SHOP_ID: '68817551406'})).toThrow(/Set both/);
    expect(() => validateEnv({...COMPLETE, PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_abc', SHOP_ID: 'my-shop'})).toThrow(
      /SHOP_ID is the shop's number/,
    );
  });

  it('refuses a session secret too short to be one, naming it', () => {
    for (const short of ['x', '', 'secret-of-31-characters-exactly']) {
      expect(() => validateEnv({...COMPLETE, SESSION_SECRET: short})).toThrow(/SESSION_SECRET is too short to be a secret/);
    }
  });

  it('refuses a preview token that is the site token, which would let every read see drafts', () => {
    expect(() => validateEnv({...COMPLETE, CMS_PREVIEW_TOKEN: 'cms'})).toThrow(/CMS_PREVIEW_TOKEN must differ/);
  });

  it('says what is wrong with a malformed URL', () => {
    expect(() => validateEnv({...COMPLETE, CMS_URL: 'not a url'})).toThrow(/CMS_URL must be a URL/);
  });
});
