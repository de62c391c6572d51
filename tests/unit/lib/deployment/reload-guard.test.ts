import {describe, expect, it, vi} from 'vitest';
import {RELOAD_GUARD_MS, RELOAD_MARKER_KEY, reloadOnce} from '~/lib/deployment/reload-guard';

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('reloadOnce', () => {
  it('reloads and leaves a marker with the time', () => {
    const storage = fakeStorage();
    const reload = vi.fn();
    expect(reloadOnce({storage, now: () => 50_000, reload})).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.items.get(RELOAD_MARKER_KEY)).toBe('50000');
  });

  it('does not reload again within 10 seconds, so a failing load never loops', () => {
    const storage = fakeStorage();
    const reload = vi.fn();
    let now = 50_000;
    reloadOnce({storage, now: () => now, reload});
    now += RELOAD_GUARD_MS - 1;
    expect(reloadOnce({storage, now: () => now, reload})).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again once the 10 seconds are over', () => {
    const storage = fakeStorage({[RELOAD_MARKER_KEY]: '50000'});
    const reload = vi.fn();
    expect(reloadOnce({storage, now: () => 50_000 + RELOAD_GUARD_MS, reload})).toBe(true);
    expect(storage.items.get(RELOAD_MARKER_KEY)).toBe(String(50_000 + RELOAD_GUARD_MS));
  });

  it('ignores a marker from the future (a clock set back) or that is not a time', () => {
    const reload = vi.fn();
    expect(reloadOnce({storage: fakeStorage({[RELOAD_MARKER_KEY]: '90000'}), now: () => 50_000, reload})).toBe(true);
    expect(reloadOnce({storage: fakeStorage({[RELOAD_MARKER_KEY]: 'soon'}), now: () => 50_000, reload})).toBe(true);
  });

  it('never reloads without a storage to hold the marker', () => {
    const reload = vi.fn();
    expect(reloadOnce({storage: null, now: () => 1, reload})).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(reloadOnce({storage: refusing, now: () => 1, reload})).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
