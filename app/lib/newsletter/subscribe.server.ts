import {CmsError} from '~/lib/cms/errors';
import type {ContentLocale} from '~/lib/cms/schemas';
import {readNewsletterValues, validateNewsletter} from '~/lib/forms/newsletter-form';
import type {NewsletterOutcome} from './newsletter-outcome';

interface SubscribeDeps {
  cms: {create(collection: string, data: unknown): Promise<unknown>};
  locale: ContentLocale;
}

/**
 * Signs an address up in the page's language. A known address gets the answer a new one gets (the
 * emulator stores it once; a Strapi with a unique `email` refuses it), so the answer never tells
 * whether someone was already subscribed.
 */
export async function subscribeToNewsletter(form: FormData, deps: SubscribeDeps): Promise<NewsletterOutcome> {
  const values = readNewsletterValues(form);
  const validation = validateNewsletter(values);
  if (!validation.success) return {status: 'invalid', errors: validation.errors, values};
  const subscribed: NewsletterOutcome = {
    status: 'subscribed',
    toast: {type: 'success', message: 'newsletter.subscribed', id: crypto.randomUUID()},
  };
  try {
    await deps.cms.create('newsletter-subscriptions', {...validation.data, locale: deps.locale});
    return subscribed;
  } catch (error) {
    if (isDuplicate(error)) return subscribed;
    console.error('[newsletter] the subscription could not be stored', error);
    return {
      status: 'failed',
      values,
      toast: {type: 'error', message: 'newsletter.failed', id: crypto.randomUUID()},
    };
  }
}

/** A Strapi whose `email` is unique refuses a known address with 400 "This attribute must be unique". */
function isDuplicate(error: unknown): boolean {
  return error instanceof CmsError && error.status === 400 && /unique/i.test(JSON.stringify([error.message, error.details]));
}
