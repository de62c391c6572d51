import type {ContentLocale} from '~/lib/cms/content-fields';
import type {SubmissionGate} from '~/lib/forms/submission-limit.server';
import {readNewsletterValues, validateNewsletter} from '~/lib/forms/newsletter-form-input';
import {NEWSLETTER_CONFIRM_PATHS, NEWSLETTER_UNSUBSCRIBE_PATHS} from '~/i18n/newsletter-paths';
import type {NewsletterOutcome} from './newsletter-outcome';
import {describeCmsError} from '~/lib/cms/errors';

interface SubscribeDeps {
  cms: {create(collection: string, data: unknown): Promise<unknown>};
  locale: ContentLocale;
  siteOrigin: string;
  gate?: SubmissionGate;
}

// The CMS answers every address alike (no telling who is subscribed), so this does too.
export async function subscribeToNewsletter(form: FormData, deps: SubscribeDeps): Promise<NewsletterOutcome> {
  const values = readNewsletterValues(form);
  const validation = validateNewsletter(values);
  if (!validation.success) return {status: 'invalid', errors: validation.errors, values};
  if (deps.gate && (await deps.gate.waitSeconds()) > 0) {
    return {status: 'throttled', values, toast: {type: 'error', message: 'newsletter.throttled', id: crypto.randomUUID()}};
  }
  await deps.gate?.count();
  try {
    await deps.cms.create('newsletter-subscriptions', {
      ...validation.data,
      language: deps.locale,
      confirmUrl: new URL(NEWSLETTER_CONFIRM_PATHS[deps.locale], deps.siteOrigin).href,
      unsubscribeUrl: new URL(NEWSLETTER_UNSUBSCRIBE_PATHS[deps.locale], deps.siteOrigin).href,
    });
    return {
      status: 'subscribed',
      toast: {type: 'success', message: 'newsletter.subscribed', id: crypto.randomUUID()},
    };
  } catch (error) {
    console.error(`[newsletter] the subscription could not be stored: ${describeCmsError(error)}`);
    return {
      status: 'failed',
      values,
      toast: {type: 'error', message: 'newsletter.failed', id: crypto.randomUUID()},
    };
  }
}
