import type {Reservation, SignInThrottle} from './sign-in-throttle';

export interface LimitedKey {
  key: string;
  throttle: SignInThrottle;
  // A success clears the count (an account whose password was given), or only gives its attempt back.
  clearedBySuccess: boolean;
}

/**
 * One attempt counted under several keys (an account and a client address): let through only when every
 * key lets it through, and counted under all of them before the backend sees it.
 */
export class AttemptLimit {
  private reservations: {limited: LimitedKey; reservation: Reservation}[] = [];

  constructor(private readonly keys: LimitedKey[]) {}

  async waitSeconds(): Promise<number> {
    const waits = await Promise.all(this.keys.map(({key, throttle}) => throttle.waitSeconds(key)));
    return Math.max(0, ...waits);
  }

  /** 0 once the attempt is counted under every key, else the seconds to wait (and nothing counted). */
  async reserve(): Promise<number> {
    for (const limited of this.keys) {
      const outcome = await limited.throttle.reserve(limited.key);
      if ('wait' in outcome) {
        await this.release();
        return outcome.wait;
      }
      this.reservations.push({limited, reservation: outcome.reservation});
    }
    return 0;
  }

  /** The attempt failed, or simply counts: the seconds of the lock it started, if any. */
  async fail(): Promise<number> {
    const reserved = this.take();
    const locks = reserved.length
      ? await Promise.all(reserved.map(({limited, reservation}) => limited.throttle.settleFailed(reservation)))
      : await Promise.all(this.keys.map(({key, throttle}) => throttle.fail(key)));
    return Math.max(0, ...locks);
  }

  /** A request that counts whatever the shop answered (a reset mail, a new account). */
  count(): Promise<number> {
    return this.fail();
  }

  /** Runs the reserved request: counted once the shop answered, given back if it never did. */
  async counting<T>(request: () => Promise<T>): Promise<T> {
    let answer: T;
    try {
      answer = await request();
    } catch (error) {
      await this.release();
      throw error;
    }
    await this.count();
    return answer;
  }

  async succeed(): Promise<void> {
    const reserved = this.take();
    const entries = reserved.length ? reserved : this.keys.map((limited) => ({limited, reservation: null}));
    await Promise.all(
      entries.map(({limited, reservation}) => {
        if (limited.clearedBySuccess) return limited.throttle.succeed(limited.key);
        return reservation ? limited.throttle.giveBack(reservation) : undefined;
      }),
    );
  }

  /** The attempt never got an answer: it does not count. */
  async release(): Promise<void> {
    await Promise.all(this.take().map(({limited, reservation}) => limited.throttle.giveBack(reservation)));
  }

  private take() {
    const reserved = this.reservations;
    this.reservations = [];
    return reserved;
  }
}
