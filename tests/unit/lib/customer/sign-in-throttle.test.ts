import {describe, expect, it} from 'vitest';
import {
  FAILURE_WINDOW_MS,
  LOCKOUT_MS,
  MAX_FAILURES,
  SignInThrottle,
  afterFailure,
  readThrottleState,
  type ThrottleState,
  type ThrottleStore,
} from '~/lib/customer/sign-in-throttle';

/** A store like the Cache API: values expire after their time to live. */
function memoryStore(clock: {now: number}): ThrottleStore & {size: () => number} {
  const entries = new Map<string, {state: string; until: number}>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry || entry.until <= clock.now) return null;
      return JSON.parse(entry.state) as ThrottleState;
    },
    async put(key, state, ttlMs) {
      entries.set(key, {state: JSON.stringify(state), until: clock.now + ttlMs});
    },
    async delete(key) {
      entries.delete(key);
    },
    size: () => entries.size,
  };
}

function setup() {
  const clock = {now: Date.parse('2026-03-01T12:00:00Z')};
  const store = memoryStore(clock);
  return {clock, store, throttle: new SignInThrottle(store, () => clock.now)};
}

describe('sign-in throttle', () => {
  it('refuses for 60 s after 5 failures within 15 minutes', async () => {
    const {clock, throttle} = setup();
    expect(MAX_FAILURES).toBe(5);
    for (let attempt = 1; attempt < MAX_FAILURES; attempt++) {
      expect(await throttle.fail('k')).toBe(0);
      expect(await throttle.waitSeconds('k')).toBe(0);
      clock.now += 60 * 1000;
    }
    expect(await throttle.fail('k')).toBe(60);
    expect(await throttle.waitSeconds('k')).toBe(60);
    clock.now += LOCKOUT_MS - 1000;
    expect(await throttle.waitSeconds('k')).toBe(1);
    clock.now += 1000;
    expect(await throttle.waitSeconds('k')).toBe(0);
  });

  it('forgets failures older than the window', async () => {
    const {clock, throttle} = setup();
    for (let attempt = 1; attempt < MAX_FAILURES; attempt++) await throttle.fail('k');
    clock.now += FAILURE_WINDOW_MS;
    expect(await throttle.fail('k')).toBe(0);
  });

  it('keeps each e-mail and address apart', async () => {
    const {throttle} = setup();
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) await throttle.fail('a');
    expect(await throttle.waitSeconds('a')).toBeGreaterThan(0);
    expect(await throttle.waitSeconds('b')).toBe(0);
  });

  it('starts over after a successful sign-in', async () => {
    const {store, throttle} = setup();
    for (let attempt = 1; attempt < MAX_FAILURES; attempt++) await throttle.fail('k');
    await throttle.succeed('k');
    expect(store.size()).toBe(0);
    expect(await throttle.fail('k')).toBe(0);
  });

  it('keeps a running lock when another failure arrives during it', () => {
    const now = 1_000_000;
    const locked = {failures: [], lockedUntil: now + 30_000};
    expect(afterFailure(locked, now).lockedUntil).toBe(now + 30_000);
  });

  it('reads only a well-formed state back from the store', () => {
    expect(readThrottleState({failures: [1, 2], lockedUntil: null})).toEqual({failures: [1, 2], lockedUntil: null});
    expect(readThrottleState({failures: ['x'], lockedUntil: null})).toBeNull();
    expect(readThrottleState('nope')).toBeNull();
  });
});
