export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_MARKER_KEY = 'deployment-reload-at';

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

export function reloadOnce({storage, now, reload}: ReloadGuardDeps): boolean {
  const at = now();
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(RELOAD_MARKER_KEY));
    if (last > 0 && at >= last && at - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_MARKER_KEY, String(at));
  } catch {
    // Storage refused (private mode, quota): without a marker a reload could loop, so none.
    return false;
  }
  reload();
  return true;
}
