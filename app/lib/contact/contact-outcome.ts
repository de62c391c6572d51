import type {ToastDescriptor} from '~/components/ui/toast';
import type {ContactErrors, ContactValues} from '~/lib/forms/contact-form-input';

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
  // Said on the page with the text kept: never a 5xx (decision 010).
  failed: 200,
};
