import {describe, expect, it} from 'vitest';
import {isPreviewSecret} from '~/lib/preview/preview-secret.server';

describe('isPreviewSecret', () => {
  it('accepts the secret itself', async () => {
    expect(await isPreviewSecret('the-shared-secret', 'the-shared-secret')).toBe(true);
  });

  it.each([
    ['another secret', 'the-shared-secreT'],
    ['a prefix', 'the-shared'],
    ['a longer text', 'the-shared-secret-and-more'],
    ['nothing', null],
    ['an empty text', ''],
    ['a list', ['the-shared-secret']],
    ['a very long text', 'x'.repeat(10_000)],
  ])('refuses %s', async (_name, given) => {
    expect(await isPreviewSecret(given, 'the-shared-secret')).toBe(false);
  });

  it('refuses everything when the site has no secret', async () => {
    expect(await isPreviewSecret('', '')).toBe(false);
  });
});
