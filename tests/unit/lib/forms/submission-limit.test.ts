import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ThrottleState, ThrottleStore} from '~/lib/customer/sign-in-throttle';
import {SUBMISSION_LOCKOUT_MS, SUBMISSION_MAX, SUBMISSION_WINDOW_MS, submissionGate} from '~/lib/forms/submission-limit.server';

function memoryStore(): ThrottleStore & {keys(): string[]} {
  const entries = new Map<string, ThrottleState>();
  return {
    get: async (key) => entries.get(key) ?? null,
    put: async (key, state) => void entries.set(key, state),
    delete: async (key) => void entries.delete(key),
    keys: () => [...entries.keys()],
  };
}

const post = (headers: Record<string, string> = {}) => new Request('https://shop.example/contact', {method: 'POST', headers});
const from = (ip: string) => post({'oxygen-buyer-ip': ip});

afterEach(() => vi.useRealTimers());

describe('the per-client submission limit', () => {
  it(`lets one address write ${SUBMISSION_MAX} times in the window, then holds it for the lockout`, async () => {
    vi.useFakeTimers({now: 1_780_000_000_000});
    const store = memoryStore();
    for (let write = 0; write < SUBMISSION_MAX; write++) {
      const gate = await submissionGate(from('203.0.113.5'), 'secret', store);
      expect(await gate.waitSeconds(), `write ${write + 1}`).toBe(0);
      await gate.count();
    }
    expect(await (await submissionGate(from('203.0.113.5'), 'secret', store)).waitSeconds()).toBe(SUBMISSION_LOCKOUT_MS / 1000);
    expect(await (await submissionGate(from('203.0.113.6'), 'secret', store)).waitSeconds()).toBe(0);
    vi.advanceTimersByTime(SUBMISSION_LOCKOUT_MS);
    expect(await (await submissionGate(from('203.0.113.5'), 'secret', store)).waitSeconds()).toBe(0);
  });

  it('forgets writes older than the window', async () => {
    vi.useFakeTimers({now: 1_780_000_000_000});
    const store = memoryStore();
    for (let write = 0; write < SUBMISSION_MAX - 1; write++) await (await submissionGate(from('203.0.113.7'), 's', store)).count();
    vi.advanceTimersByTime(SUBMISSION_WINDOW_MS);
    await (await submissionGate(from('203.0.113.7'), 's', store)).count();
    expect(await (await submissionGate(from('203.0.113.7'), 's', store)).waitSeconds()).toBe(0);
  });

  it('keys only on the header Oxygen sets, hashed; without it nothing is counted', async () => {
    const store = memoryStore();
    const forged = await submissionGate(post({'x-forwarded-for': '192.0.2.1', 'cf-connecting-ip': '198.51.100.1'}), 's', store);
    await forged.count();
    expect(store.keys()).toEqual([]);
    await (await submissionGate(from('203.0.113.8'), 's', store)).count();
    expect(store.keys()).toHaveLength(1);
    expect(store.keys()[0]).not.toContain('203.0.113.8');
  });
});
