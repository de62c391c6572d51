import {describe, expect, it} from 'vitest';
import {urlBeyondLimits} from '~/lib/http/url-limits.server';
import {MAX_QUERY_LENGTH, MAX_QUERY_PARAMETERS} from '~/lib/http/url-sizes';

const at = (pathAndQuery: string) => urlBeyondLimits(new Request(`https://shop.example${pathAndQuery}`));

describe('URL limits', () => {
  it('lets through a query up to its length and parameter limits', () => {
    expect(at(`/shop?q=${'x'.repeat(MAX_QUERY_LENGTH - 2)}`)).toBeNull();
    expect(at(`/shop?${Array(MAX_QUERY_PARAMETERS).fill('a=1').join('&')}`)).toBeNull();
    expect(at('/shop?')).toBeNull();
  });

  it('answers a query past them with a small 414 page in the path language', async () => {
    for (const query of [`q=${'x'.repeat(MAX_QUERY_LENGTH)}`, Array(MAX_QUERY_PARAMETERS + 1).fill('a').join('&')]) {
      const answer = at(`/nl/winkel?${query}`)!;
      expect(answer.status).toBe(414);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      const html = await answer.text();
      expect(html).toContain('<html lang="nl-BE"');
      expect(html).toContain('Adres te lang');
      expect(html).not.toContain('xxxx');
    }
  });

  it('still answers a path past its limits with the small 404 page', () => {
    expect(at(`/${'x'.repeat(2000)}`)!.status).toBe(404);
  });
});
