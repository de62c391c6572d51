import type {Core} from '@strapi/strapi';
import {errors} from '@strapi/utils';
import type {NewsletterAnswer} from './rules';
import {findSubscription, saveSubscription} from './subscription-store';
import {hashToken} from './tokens';

/** Unsubscribes by the token of any confirmation mail; it also voids the confirmation link. */
export async function unsubscribe(strapi: Core.Strapi, token: string, now = new Date()): Promise<NewsletterAnswer> {
  const subscription = await findSubscription(strapi, {unsubscribeTokenHash: hashToken(token)});
  if (!subscription) throw new errors.NotFoundError('Unknown token');
  if (subscription.state !== 'unsubscribed') {
    await saveSubscription(strapi, subscription, {
      state: 'unsubscribed',
      unsubscribedAt: now.toISOString(),
      confirmTokenHash: null,
    });
  }
  return {email: subscription.email, language: subscription.language, status: 'unsubscribed'};
}
