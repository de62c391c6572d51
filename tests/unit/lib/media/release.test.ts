import {describe, expect, it} from 'vitest';
import {releaseStatus} from '~/lib/media/release';

const RELEASE = '2025-11-07';

describe('release status', () => {
  it('is coming soon before 7 November 2025', () => {
    expect(releaseStatus(RELEASE, new Date('2025-10-01T12:00:00Z'))).toBe('coming-soon');
    // 23:59 on the 6th in Brussels is 22:59 UTC.
    expect(releaseStatus(RELEASE, new Date('2025-11-06T22:59:00Z'))).toBe('coming-soon');
  });

  it('is out now from the start of 7 November 2025 in Belgium', () => {
    expect(releaseStatus(RELEASE, new Date('2025-11-06T23:00:00Z'))).toBe('out-now');
    expect(releaseStatus(RELEASE, new Date('2025-11-07T12:00:00Z'))).toBe('out-now');
    expect(releaseStatus(RELEASE, new Date('2027-01-01T00:00:00Z'))).toBe('out-now');
  });

  it('treats an album without a release date as out', () => {
    expect(releaseStatus(null, new Date('2025-10-01T12:00:00Z'))).toBe('out-now');
    expect(releaseStatus('soon', new Date('2025-10-01T12:00:00Z'))).toBe('out-now');
  });
});
