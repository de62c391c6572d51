import {describe, expect, it} from 'vitest';
import {closedStandardProxy} from '~/lib/relay/standard-proxy.server';

const post = (path: string) => new Request(`https://shop.example${path}`, {method: 'POST'});

describe('closedStandardProxy', () => {
  it('answers 404 for the framework proxy of any API version', async () => {
    for (const path of ['/api/2026-04/graphql.json', '/api/unstable/graphql.json']) {
      const response = closedStandardProxy(post(path));
      expect(response?.status).toBe(404);
      expect(response?.headers.get('Cache-Control')).toBe('no-store');
      expect(await response?.json()).toHaveProperty('error');
    }
  });

  it('leaves the relay and every other path alone', () => {
    for (const path of ['/api/shopify', '/api/2026-04/graphql', '/fr/api/2026-04/graphql.json', '/shop']) {
      expect(closedStandardProxy(post(path))).toBeNull();
    }
  });
});
