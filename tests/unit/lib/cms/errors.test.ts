import {describe, expect, it} from 'vitest';
import {CmsError, describeCmsError, readStrapiError} from '~/lib/cms/errors';

describe('describeCmsError', () => {
  it('names each invalid field Strapi lists, so a log says which setting is wrong', () => {
    const body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: '2 errors occurred',
        details: {
          errors: [
            {path: ['confirmUrl'], message: 'confirmUrl must be a page of the site (SITE_ORIGINS)', name: 'ValidationError'},
            {path: ['unsubscribeUrl'], message: 'unsubscribeUrl must be a page of the site (SITE_ORIGINS)', name: 'ValidationError'},
          ],
        },
      },
    };
    const error = new CmsError(readStrapiError(body)!);
    expect(describeCmsError(error)).toBe(
      'ValidationError (400): 2 errors occurred: confirmUrl must be a page of the site (SITE_ORIGINS); unsubscribeUrl must be a page of the site (SITE_ORIGINS)',
    );
    expect(error.message).toBe('2 errors occurred');
  });

  it('says what any other failure is', () => {
    expect(describeCmsError(new CmsError({status: 404, name: 'NotFoundError', message: 'Not Found', details: {}}))).toBe(
      'NotFoundError (404): Not Found',
    );
    expect(describeCmsError(new TypeError('fetch failed'))).toBe('TypeError: fetch failed');
  });
});
