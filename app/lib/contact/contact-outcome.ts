import type {ToastDescriptor} from '~/components/ui/toast';
import type {ContactErrors, ContactValues} from '~/lib/forms/contact-form';

/** What the contact action answers; the page shows the toast, or the messages inline without JS. */
export type ContactOutcome =
  | {status: 'sent'; toast: ToastDescriptor}
  | {status: 'invalid'; errors: ContactErrors; values: ContactValues}
  | {status: 'failed'; values: ContactValues; toast: ToastDescriptor};

export const CONTACT_STATUS_CODES: Record<ContactOutcome['status'], number> = {
  sent: 200,
  invalid: 400,
  failed: 502,
};
