import {describe, expect, it} from 'vitest';
import {policyScreenAt} from '~/lib/policy-screens';

describe('policyScreenAt', () => {
  it.each([
    ['/policies/privacy-policy', 'en', 'privacy-policy'],
    ['/fr/policies/refund-policy', 'fr', 'refund-policy'],
    ['/nl/policies/terms-of-service/', 'nl', 'terms-of-service'],
    ['/nl/policies/terms-of-service.data', 'nl', 'terms-of-service'],
  ] as const)('reads %s as the %s %s screen', (path, locale, screen) => {
    expect(policyScreenAt(path, locale)).toBe(screen);
  });

  it('finds no policy on other paths or in another language’s path', () => {
    expect(policyScreenAt('/policies/shipping-policy', 'en')).toBeNull();
    expect(policyScreenAt('/policies/privacy-policy', 'fr')).toBeNull();
  });
});
