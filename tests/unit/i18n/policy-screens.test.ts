import {describe, expect, it} from 'vitest';
import {policyScreenAt} from '~/i18n/policy-screens';

describe('policyScreenAt', () => {
  it.each([
    ['/policies/privacy-policy', 'privacy-policy'],
    ['/fr/policies/refund-policy', 'refund-policy'],
    ['/nl/policies/terms-of-service/', 'terms-of-service'],
    ['/nl/policies/terms-of-service.data', 'terms-of-service'],
    ['http://localhost/fr/policies/privacy-policy.data?_routes=privacy-policy.fr', 'privacy-policy'],
  ] as const)('reads %s as the %s screen', (url, screen) => {
    expect(policyScreenAt(url)).toBe(screen);
  });

  it('finds no policy on other paths, nor on another screen', () => {
    expect(policyScreenAt('/policies/shipping-policy')).toBeNull();
    expect(policyScreenAt('/fr/policies/privacy-policy/x')).toBeNull();
    expect(policyScreenAt('/contact')).toBeNull();
  });
});
