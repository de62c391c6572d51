import type {ToastDescriptor} from '~/components/ui/toast';
import type {NewsletterErrors, NewsletterValues} from '~/lib/forms/newsletter-form-input';

/** What the newsletter action answers. `subscribed` also for an address already on the list. */
export type NewsletterOutcome =
  | {status: 'subscribed'; toast: ToastDescriptor}
  | {status: 'invalid'; errors: NewsletterErrors; values: NewsletterValues}
  | {status: 'failed' | 'throttled'; values: NewsletterValues; toast: ToastDescriptor};

export const NEWSLETTER_STATUS_CODES: Record<NewsletterOutcome['status'], number> = {
  subscribed: 200,
  invalid: 400,
  throttled: 429,
  // A CMS that failed is said on the page with the address kept: never a 5xx (decision 010).
  failed: 200,
};
