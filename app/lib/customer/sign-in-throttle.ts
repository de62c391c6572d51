export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MS = 60 * 1000;

export interface ThrottleState {
  failures: number[];
  lockedUntil: number | null;
}

// Shared (the Cache API on Oxygen), never the worker's memory: each request may run in another isolate.
export interface ThrottleStore {
  get(key: string): Promise<ThrottleState | null>;
  put(key: string, state: ThrottleState, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export function lockRemaining(state: ThrottleState | null, now: number): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil - now);
}

// Past the limit a lock starts and the count starts over.
export function afterFailure(
  state: ThrottleState | null,
  now: number,
  maxFailures = MAX_FAILURES,
  windowMs = FAILURE_WINDOW_MS,
  lockoutMs = LOCKOUT_MS,
): ThrottleState {
  const recent = (state?.failures ?? []).filter((at) => now - at < windowMs);
  recent.push(now);
  if (recent.length >= maxFailures) return {failures: [], lockedUntil: now + lockoutMs};
  const lockedUntil = state?.lockedUntil && state.lockedUntil > now ? state.lockedUntil : null;
  return {failures: recent, lockedUntil};
}

export function readThrottleState(value: unknown): ThrottleState | null {
  if (!value || typeof value !== 'object') return null;
  const {failures, lockedUntil} = value as Record<string, unknown>;
  if (!Array.isArray(failures) || !failures.every((at) => typeof at === 'number')) return null;
  if (lockedUntil !== null && typeof lockedUntil !== 'number') return null;
  return {failures, lockedUntil};
}

export class SignInThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly now: () => number = Date.now,
    private readonly maxFailures = MAX_FAILURES,
    private readonly windowMs = FAILURE_WINDOW_MS,
    private readonly lockoutMs = LOCKOUT_MS,
  ) {}

  async waitSeconds(key: string): Promise<number> {
    return Math.ceil(lockRemaining(await this.store.get(key), this.now()) / 1000);
  }

  async fail(key: string): Promise<number> {
    const now = this.now();
    const next = afterFailure(await this.store.get(key), now, this.maxFailures, this.windowMs, this.lockoutMs);
    await this.store.put(key, next, Math.max(this.windowMs, this.lockoutMs));
    return Math.ceil(lockRemaining(next, now) / 1000);
  }

  async succeed(key: string): Promise<void> {
    await this.store.delete(key);
  }
}
