// One brake on password guessing for every door that checks a password (the sign-in form, the relay's
// customerAccessTokenCreate): the same counts, the same limits, the same answer.
import {SignInThrottle, type ThrottleStore} from './sign-in-throttle';
import {cacheThrottleStore, hashedKey} from './throttle-cache.server';

/**
 * A brake on one address trying many accounts. Many people can share one address (an office, a carrier's
 * NAT), so its limit is far looser than one account's.
 */
export const ADDRESS_MAX_FAILURES = 100;

/**
 * The buyer's address, only from `oxygen-buyer-ip`: Oxygen's edge sets it and a client cannot. Other
 * headers (`x-forwarded-for`, `cf-connecting-ip`) are anyone's to write, so they are not read.
 */
export function buyerIp(request: Request): string | null {
  return request.headers.get('oxygen-buyer-ip')?.trim() || null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

interface GuardedKey {
  key: string;
  throttle: SignInThrottle;
}

export class PasswordGuard {
  private constructor(
    private readonly account: GuardedKey,
    private readonly address: GuardedKey | null,
  ) {}

  /**
   * Keyed on the account, which no header can change, and on Oxygen also on the buyer's address.
   */
  static async for(
    request: Request,
    email: string,
    secret: string,
    store: ThrottleStore = cacheThrottleStore(),
  ): Promise<PasswordGuard> {
    const ip = buyerIp(request);
    return new PasswordGuard(
      {key: await hashedKey('account', normaliseEmail(email), secret), throttle: new SignInThrottle(store)},
      ip
        ? {
            key: await hashedKey('address', ip, secret),
            throttle: new SignInThrottle(store, Date.now, ADDRESS_MAX_FAILURES),
          }
        : null,
    );
  }

  private get keys(): GuardedKey[] {
    return this.address ? [this.account, this.address] : [this.account];
  }

  /** Seconds before a password may be tried again, or 0. */
  async waitSeconds(): Promise<number> {
    const waits = await Promise.all(this.keys.map(({key, throttle}) => throttle.waitSeconds(key)));
    return Math.max(0, ...waits);
  }

  /** Records a wrong password; answers the seconds of the lock it started, or 0. */
  async fail(): Promise<number> {
    const locks = await Promise.all(this.keys.map(({key, throttle}) => throttle.fail(key)));
    return Math.max(0, ...locks);
  }

  /** The right password clears the account's count; the address keeps its own. */
  async succeed(): Promise<void> {
    await this.account.throttle.succeed(this.account.key);
  }
}
