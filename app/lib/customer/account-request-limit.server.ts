import {AttemptLimit} from './attempt-limit';
import {buyerIp, normaliseEmail} from './password-guard.server';
import {SignInThrottle, type ThrottleStore} from './sign-in-throttle';
import {cacheThrottleStore, hashedKey} from './throttle-cache.server';

export type AccountRequest = 'recover' | 'register';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reset mails and new accounts per hour. An address: a person who asks again because a mail is slow gets
 * three; a mail bomb gets three. A client: far above one household, far below a flood (an office shares one).
 */
export const ACCOUNT_REQUEST_LIMITS = {
  recover: {address: 3, client: 30},
  register: {address: 3, client: 30},
} as const satisfies Record<AccountRequest, {address: number; client: number}>;
export const ACCOUNT_REQUEST_WINDOW_MS = HOUR_MS;

/**
 * Counted whether or not an account has the address, and before the shop is asked, so the answer never
 * says who is a customer and requests in flight at once cannot pass together.
 */
export async function accountRequestLimit(
  request: Request,
  kind: AccountRequest,
  email: string,
  secret: string,
  store: ThrottleStore = cacheThrottleStore('customer-request-limit'),
): Promise<AttemptLimit> {
  const limits = ACCOUNT_REQUEST_LIMITS[kind];
  const throttle = (max: number) =>
    new SignInThrottle(store, Date.now, max, ACCOUNT_REQUEST_WINDOW_MS, ACCOUNT_REQUEST_WINDOW_MS);
  const ip = buyerIp(request);
  const address = {
    key: await hashedKey(`${kind}-address`, normaliseEmail(email), secret),
    throttle: throttle(limits.address),
    clearedBySuccess: false,
  };
  const client = ip
    ? {key: await hashedKey(`${kind}-client`, ip, secret), throttle: throttle(limits.client), clearedBySuccess: false}
    : null;
  return new AttemptLimit(client ? [address, client] : [address]);
}
