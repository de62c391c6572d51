import type {ToastDescriptor} from '~/components/ui/toast';
import type {NewsletterErrors, NewsletterValues} from '~/lib/forms/newsletter-form-input';

export type NewsletterOutcome =
  | {status: 'subscribed'; toast: ToastDescriptor}
  | {status: 'invalid'; errors: NewsletterErrors; values: NewsletterValues}
  | {status: 'failed' | 'throttled'; values: NewsletterValues; toast: ToastDescriptor};

export const NEWSLETTER_STATUS_CODES: Record<NewsletterOutcome['status'], number> = {
  subscribed: 200,
  invalid: 400,
  throttled: 429,
  // Said on the page with the address kept: never a 5xx (decision 010).
  failed: 200,
};
