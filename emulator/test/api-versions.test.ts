// Shopify's version calendar, at its edges: a quarter's version arrives at 17:00 UTC on the first of
// the month, and the version a year older leaves at the same moment.
import {describe, expect, it} from 'vitest';
import {servedVersion, versionsAt} from '../src/storefront/api-versions.js';

describe('versions', () => {
  it('supports four stable versions and offers the next quarter as the release candidate', () => {
    expect(versionsAt(new Date('2026-11-28T12:00:00Z'))).toEqual({
      stable: ['2026-01', '2026-04', '2026-07', '2026-10'],
      releaseCandidate: '2027-01',
    });
  });

  it('moves on at 17:00 UTC on the first day of a quarter', () => {
    expect(versionsAt(new Date('2027-01-01T16:59:59Z')).stable).toEqual(['2026-01', '2026-04', '2026-07', '2026-10']);
    expect(versionsAt(new Date('2027-01-01T17:00:00Z'))).toEqual({
      stable: ['2026-04', '2026-07', '2026-10', '2027-01'],
      releaseCandidate: '2027-04',
    });
  });

  it('falls forward to the oldest supported version for an old, a future, a malformed or a missing one', () => {
    const today = new Date('2026-11-28T12:00:00Z');
    for (const requested of ['2024-10', '2025-10', '2026-02', '2026-13', '2027-04', '0000-00', undefined]) {
      expect(servedVersion(requested, today), String(requested)).toBe('2026-01');
    }
    for (const requested of ['2026-01', '2026-10', '2027-01', 'unstable']) {
      expect(servedVersion(requested, today)).toBe(requested);
    }
  });
});
