// A brake on one client flooding the CMS with contact messages and newsletter sign-ups. The same counter
// as the sign-in throttle (the Cache API, shared by the isolates of one location), keyed like its
// address key: only by `oxygen-buyer-ip`, hashed with the session secret.
import {buyerIp} from '~/lib/customer/password-guard.server';
import {SignInThrottle, type ThrottleStore} from '~/lib/customer/sign-in-throttle';
import {cacheThrottleStore, hashedKey} from '~/lib/customer/throttle-cache.server';

/**
 * Writes one address may make in the window: far above what people behind one address (an office, a
 * carrier's NAT) send to a folk duo, far below a flood.
 */
export const SUBMISSION_MAX = 30;
export const SUBMISSION_WINDOW_MS = 15 * 60 * 1000;
/** Past the limit the address waits out a whole window. */
export const SUBMISSION_LOCKOUT_MS = SUBMISSION_WINDOW_MS;

export interface SubmissionGate {
  /** Seconds before this client may write again, or 0. */
  waitSeconds(): Promise<number>;
  /** Counts one write that reached the CMS (or was dropped as spam). */
  count(): Promise<void>;
}

const OPEN: SubmissionGate = {waitSeconds: async () => 0, count: async () => {}};

/** Without a buyer address (no Oxygen edge in front) there is nothing to key on, so no limit. */
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
