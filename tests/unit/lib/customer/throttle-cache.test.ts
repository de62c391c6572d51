import {afterEach, describe, expect, it, vi} from 'vitest';
import {cacheThrottleStore} from '~/lib/customer/throttle-cache.server';
import {SignInThrottle, MAX_FAILURES} from '~/lib/customer/sign-in-throttle';
import {memoryCaches} from '../../../fixtures/memory-caches';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the throttle store in the Cache API', () => {
  it('writes a count again when the cache kept nothing of it', async () => {
    vi.stubGlobal('caches', memoryCaches({dropPuts: 2}));
    const store = cacheThrottleStore('test-throttle');
    await store.put('key', {failures: [1, 2], lockedUntil: null}, 60_000);
    expect(await store.get('key')).toEqual({failures: [1, 2], lockedUntil: null});
  });

  it('locks an account at the limit even when some writes were dropped on the way', async () => {
    vi.stubGlobal('caches', memoryCaches({dropPuts: 1}));
    const throttle = new SignInThrottle(cacheThrottleStore('test-throttle'));
    const locks: number[] = [];
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      const outcome = await throttle.reserve('account');
      if (!('reservation' in outcome)) throw new Error(`attempt ${attempt + 1} was refused`);
      locks.push(await throttle.settleFailed(outcome.reservation));
    }
    expect(locks.at(-1)).toBeGreaterThan(0);
    expect(locks.slice(0, -1).every((seconds) => seconds === 0)).toBe(true);
  });
});
