import type {ToastDescriptor} from '~/components/ui/toast';
import type {ContactErrors, ContactValues} from '~/lib/forms/contact-form-input';

/**
 * What the contact action answers; the page shows the toast, or the messages inline without JS.
 * `expired`: the form was open longer than its token lives; `replayed`: its token already sent another
 * message; `throttled`: this client sent too many. Each keeps what was typed.
 */
export type ContactOutcome =
  | {status: 'sent'; toast: ToastDescriptor}
  | {status: 'invalid'; errors: ContactErrors; values: ContactValues}
  | {status: 'failed' | 'expired' | 'replayed' | 'throttled'; values: ContactValues; toast: ToastDescriptor};

export const CONTACT_STATUS_CODES: Record<ContactOutcome['status'], number> = {
  sent: 200,
  invalid: 400,
  expired: 400,
  replayed: 409,
  throttled: 429,
  // A CMS that failed is said on the page with the text kept: a friendly answer, never a 5xx (decision 010).
  failed: 200,
};
