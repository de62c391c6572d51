import {describe, expect, it} from 'vitest';
import {hasTakenPlace} from '~/lib/calendar/past-dates';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('whether a date has taken place', () => {
  it('goes by the end, so what has begun but not ended is still to come', () => {
    const weekend = {startsAt: '2026-11-21T10:00:00+01:00', endsAt: '2026-11-22T17:00:00+01:00'};
    expect(hasTakenPlace(weekend, NOW)).toBe(false);
    expect(hasTakenPlace(weekend, new Date('2026-11-22T16:00:01Z'))).toBe(true);
  });

  it('goes by the start when there is no end', () => {
    expect(hasTakenPlace({startsAt: '2026-11-22T11:59:00Z', endsAt: null}, NOW)).toBe(true);
    expect(hasTakenPlace({startsAt: '2026-11-22T12:01:00Z'}, NOW)).toBe(false);
  });

  it('reads the offset of each instant, not the server’s zone', () => {
    // 12:30 in Brussels is 11:30 UTC: over at noon UTC; 12:30 in New York is still to come.
    expect(hasTakenPlace({startsAt: '2026-11-22T10:00:00+01:00', endsAt: '2026-11-22T12:30:00+01:00'}, NOW)).toBe(true);
    expect(hasTakenPlace({startsAt: '2026-11-22T10:00:00-05:00', endsAt: '2026-11-22T12:30:00-05:00'}, NOW)).toBe(false);
  });

  it('is over only once the end has passed, not at the end itself', () => {
    expect(hasTakenPlace({startsAt: '2026-11-22T10:00:00Z', endsAt: '2026-11-22T12:00:00Z'}, NOW)).toBe(false);
  });
});
