import {describe, expect, it} from 'vitest';
import {ADDRESS_MAX_FAILURES, PasswordGuard, buyerIp} from '~/lib/customer/password-guard.server';
import {MAX_FAILURES, type ThrottleState, type ThrottleStore} from '~/lib/customer/sign-in-throttle';

function memoryStore(): ThrottleStore {
  const entries = new Map<string, ThrottleState>();
  return {
    get: async (key) => entries.get(key) ?? null,
    put: async (key, state) => void entries.set(key, state),
    delete: async (key) => void entries.delete(key),
  };
}

const post = (headers: Record<string, string> = {}) =>
  new Request('https://shop.example/account/login', {method: 'POST', headers});

const guard = (store: ThrottleStore, email: string, headers: Record<string, string> = {}) =>
  PasswordGuard.for(post(headers), email, 'secret', store);

describe('password guard', () => {
  it('reads the buyer address only from the header Oxygen sets', () => {
    expect(buyerIp(post({'oxygen-buyer-ip': '203.0.113.7'}))).toBe('203.0.113.7');
    expect(buyerIp(post({'x-forwarded-for': '192.0.2.1', 'cf-connecting-ip': '198.51.100.1'}))).toBeNull();
  });

  it('counts per account whatever address each attempt claims, and whatever the e-mail case', async () => {
    const store = memoryStore();
    for (let attempt = 1; attempt < MAX_FAILURES; attempt++) {
      const email = attempt % 2 ? 'Ada@Example.be ' : 'ada@example.be';
      expect(await (await guard(store, email, {'oxygen-buyer-ip': `203.0.113.${attempt}`})).fail()).toBe(0);
    }
    expect(await (await guard(store, 'ADA@example.be', {'oxygen-buyer-ip': '198.51.100.9'})).fail()).toBe(60);
    expect(await (await guard(store, 'ada@example.be')).waitSeconds()).toBe(60);
    expect(await (await guard(store, 'grace@example.be')).waitSeconds()).toBe(0);
  });

  it('locks one buyer address that fails for many accounts, with a looser limit', async () => {
    const store = memoryStore();
    const address = {'oxygen-buyer-ip': '203.0.113.50'};
    for (let attempt = 1; attempt < ADDRESS_MAX_FAILURES; attempt++) {
      expect(await (await guard(store, `person-${attempt}@example.be`, address)).fail()).toBe(0);
    }
    expect(await (await guard(store, 'last@example.be', address)).fail()).toBe(60);
    expect(await (await guard(store, 'someone-else@example.be', address)).waitSeconds()).toBe(60);
    expect(await (await guard(store, 'someone-else@example.be')).waitSeconds()).toBe(0);
  });

  it('clears the account count after the right password', async () => {
    const store = memoryStore();
    for (let attempt = 1; attempt < MAX_FAILURES; attempt++) await (await guard(store, 'ada@example.be')).fail();
    await (await guard(store, 'ada@example.be')).succeed();
    expect(await (await guard(store, 'ada@example.be')).fail()).toBe(0);
  });

  it('lets at most 5 of 40 concurrent attempts through, even when the store answers late', async () => {
    const entries = new Map<string, ThrottleState>();
    const later = () => new Promise((resolve) => setTimeout(resolve, 1));
    const slowStore: ThrottleStore = {
      get: async (key) => (await later(), entries.get(key) ?? null),
      put: async (key, state) => (await later(), void entries.set(key, state)),
      delete: async (key) => (await later(), void entries.delete(key)),
    };
    let checked = 0;
    await Promise.all(
      Array.from({length: 40}, async () => {
        const attempt = await guard(slowStore, 'ada@example.be', {'oxygen-buyer-ip': '203.0.113.1'});
        if ((await attempt.reserve()) > 0) return;
        checked++;
        await later();
        await attempt.fail();
      }),
    );
    expect(checked).toBe(MAX_FAILURES);
    expect(await (await guard(slowStore, 'ada@example.be')).waitSeconds()).toBe(60);
  });

  it('gives an attempt back when the backend never answered', async () => {
    const store = memoryStore();
    for (let attempt = 1; attempt <= MAX_FAILURES + 2; attempt++) {
      const unanswered = await guard(store, 'ada@example.be');
      expect(await unanswered.reserve()).toBe(0);
      await unanswered.release();
    }
    expect(await (await guard(store, 'ada@example.be')).fail()).toBe(0);
  });
});
