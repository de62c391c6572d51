import {KeyedQueue} from './keyed-queue';

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

// One queue for every throttle of the isolate: keys are hashed with their kind, so they never collide.
const QUEUE = new KeyedQueue();

/** An attempt let through and counted before it reached the backend; `at` finds it again to give it back. */
export interface Reservation {
  key: string;
  at: number;
}

export class SignInThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly now: () => number = Date.now,
    private readonly maxFailures = MAX_FAILURES,
    private readonly windowMs = FAILURE_WINDOW_MS,
    private readonly lockoutMs = LOCKOUT_MS,
  ) {}

  private get ttlMs(): number {
    return Math.max(this.windowMs, this.lockoutMs);
  }

  private recent(state: ThrottleState | null, now: number): number[] {
    return (state?.failures ?? []).filter((at) => now - at < this.windowMs);
  }

  async waitSeconds(key: string): Promise<number> {
    return Math.ceil(lockRemaining(await this.store.get(key), this.now()) / 1000);
  }

  async fail(key: string): Promise<number> {
    return QUEUE.run(key, async () => {
      const now = this.now();
      const next = afterFailure(await this.store.get(key), now, this.maxFailures, this.windowMs, this.lockoutMs);
      await this.store.put(key, next, this.ttlMs);
      return Math.ceil(lockRemaining(next, now) / 1000);
    });
  }

  async succeed(key: string): Promise<void> {
    await QUEUE.run(key, () => this.store.delete(key));
  }

  /**
   * Counts an attempt as failed before it is made, so attempts in flight at once cannot all pass: the
   * seconds to wait when locked or when the attempts in flight already fill the limit, else a reservation.
   */
  async reserve(key: string): Promise<{wait: number} | {reservation: Reservation}> {
    return QUEUE.run(key, async () => {
      const now = this.now();
      const state = await this.store.get(key);
      const locked = lockRemaining(state, now);
      if (locked > 0) return {wait: Math.ceil(locked / 1000)};
      const recent = this.recent(state, now);
      // Only attempts still in flight fill the count without a lock: they end within seconds, a lock follows.
      if (recent.length >= this.maxFailures) return {wait: Math.ceil(this.lockoutMs / 1000)};
      await this.store.put(key, {failures: [...recent, now], lockedUntil: null}, this.ttlMs);
      return {reservation: {key, at: now}};
    });
  }

  /** The reserved attempt failed (or simply counts): the lock starts once the count reaches the limit. */
  async settleFailed({key}: Reservation): Promise<number> {
    return QUEUE.run(key, async () => {
      const now = this.now();
      const state = await this.store.get(key);
      const locked = lockRemaining(state, now);
      if (locked > 0) return Math.ceil(locked / 1000);
      if (this.recent(state, now).length < this.maxFailures) return 0;
      await this.store.put(key, {failures: [], lockedUntil: now + this.lockoutMs}, this.ttlMs);
      return Math.ceil(this.lockoutMs / 1000);
    });
  }

  /** The attempt does not count after all (it never reached the backend, or it was not a failure). */
  async giveBack({key, at}: Reservation): Promise<void> {
    await QUEUE.run(key, async () => {
      const state = await this.store.get(key);
      if (!state) return;
      const index = state.failures.indexOf(at);
      if (index < 0) return;
      const failures = state.failures.filter((_, position) => position !== index);
      await this.store.put(key, {...state, failures}, this.ttlMs);
    });
  }
}
