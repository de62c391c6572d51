import {AttemptLimit} from './attempt-limit';
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

// One guard for every door that checks a password; it counts an attempt before the password is checked.
export class PasswordGuard extends AttemptLimit {
  // Always keyed on the account, which no header can change; on the address only when Oxygen's edge gave one.
  static async for(
    request: Request,
    email: string,
    secret: string,
    store: ThrottleStore = cacheThrottleStore(),
  ): Promise<PasswordGuard> {
    const ip = buyerIp(request);
    const account = {
      key: await hashedKey('account', normaliseEmail(email), secret),
      throttle: new SignInThrottle(store),
      clearedBySuccess: true,
    };
    // The address keeps its count: a guesser's own right password must not reset it.
    const address = ip
      ? {
          key: await hashedKey('address', ip, secret),
          throttle: new SignInThrottle(store, Date.now, ADDRESS_MAX_FAILURES),
          clearedBySuccess: false,
        }
      : null;
    return new PasswordGuard(address ? [account, address] : [account]);
  }
}
