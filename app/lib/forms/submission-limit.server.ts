import {buyerIp} from '~/lib/customer/password-guard.server';
import {SignInThrottle, type ThrottleStore} from '~/lib/customer/sign-in-throttle';
import {cacheThrottleStore, hashedKey} from '~/lib/customer/throttle-cache.server';

// Far above what the people behind one address (an office, a carrier's NAT) send a folk duo.
export const SUBMISSION_MAX = 30;
export const SUBMISSION_WINDOW_MS = 15 * 60 * 1000;
export const SUBMISSION_LOCKOUT_MS = SUBMISSION_WINDOW_MS;

export interface SubmissionGate {
  waitSeconds(): Promise<number>;
  count(): Promise<void>;
}

const OPEN: SubmissionGate = {waitSeconds: async () => 0, count: async () => {}};

export async function submissionGate(
  request: Request,
  secret: string,
  store: ThrottleStore = cacheThrottleStore('form-submission-limit'),
): Promise<SubmissionGate> {
  const ip = buyerIp(request);
  if (!ip) return OPEN;
  const key = await hashedKey('submission', ip, secret);
  const throttle = new SignInThrottle(store, Date.now, SUBMISSION_MAX, SUBMISSION_WINDOW_MS, SUBMISSION_LOCKOUT_MS);
  return {
    waitSeconds: () => throttle.waitSeconds(key),
    count: async () => void (await throttle.fail(key)),
  };
}
