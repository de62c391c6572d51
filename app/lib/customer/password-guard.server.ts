import {SignInThrottle, type ThrottleStore} from './sign-in-throttle';
import {cacheThrottleStore, hashedKey} from './throttle-cache.server';

// Far looser than an account's: many people share one address (an office, a carrier's NAT).
export const ADDRESS_MAX_FAILURES = 100;

// Only Oxygen's edge sets `oxygen-buyer-ip`; `x-forwarded-for` or `cf-connecting-ip` are anyone's to write.
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

  // Always keyed on the account, which no header can change; on the address only when Oxygen's edge gave one.
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

  async waitSeconds(): Promise<number> {
    const waits = await Promise.all(this.keys.map(({key, throttle}) => throttle.waitSeconds(key)));
    return Math.max(0, ...waits);
  }

  async fail(): Promise<number> {
    const locks = await Promise.all(this.keys.map(({key, throttle}) => throttle.fail(key)));
    return Math.max(0, ...locks);
  }

  // The address keeps its count: a guesser's own right password must not reset it.
  async succeed(): Promise<void> {
    await this.account.throttle.succeed(this.account.key);
  }
}
