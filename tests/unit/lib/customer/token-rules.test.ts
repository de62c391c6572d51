import {describe, expect, it} from 'vitest';
import {RENEWAL_WINDOW_MS, readStoredToken, tokenState} from '~/lib/customer/token-rules';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const token = (expiresInMs: number) => ({accessToken: 'abc', expiresAt: new Date(NOW + expiresInMs).toISOString()});

describe('token state', () => {
  it('keeps a token far from its end', () => {
    expect(tokenState(token(14 * DAY), NOW)).toBe('valid');
    expect(tokenState(token(3 * DAY + 1000), NOW)).toBe('valid');
  });

  it('renews a token within three days of its end', () => {
    expect(RENEWAL_WINDOW_MS).toBe(3 * DAY);
    expect(tokenState(token(3 * DAY), NOW)).toBe('renew');
    expect(tokenState(token(60 * 1000), NOW)).toBe('renew');
  });

  it('treats a token at or past its end, or with an unreadable date, as expired', () => {
    expect(tokenState(token(0), NOW)).toBe('expired');
    expect(tokenState(token(-DAY), NOW)).toBe('expired');
    expect(tokenState({accessToken: 'abc', expiresAt: 'soon'}, NOW)).toBe('expired');
  });
});

describe('stored token', () => {
  it('reads back what the session kept', () => {
    const kept = {accessToken: 'abc', expiresAt: '2026-03-15T12:00:00Z'};
    expect(readStoredToken(kept)).toEqual(kept);
  });

  it('ignores anything that is not a token with an expiry', () => {
    for (const value of [null, undefined, 'abc', {}, {accessToken: ''}, {accessToken: 'a', expiresAt: 'x'}, {expiresAt: '2026-01-01'}]) {
      expect(readStoredToken(value)).toBeNull();
    }
  });
});
