import type {Core} from '@strapi/strapi';
import {errors} from '@strapi/utils';
import type {NewsletterAnswer} from './rules';
import {addressOfToken} from './sending/delivery-store';
import {findByEmail, findSubscription, saveSubscription} from './subscription-store';
import {hashToken} from './tokens';

/** The subscription a token unsubscribes: that of a confirmation mail, else that of a newsletter mail's address. */
async function subscriptionOfToken(strapi: Core.Strapi, token: string) {
  const hash = hashToken(token);
  const direct = await findSubscription(strapi, {unsubscribeTokenHash: hash});
  if (direct) return direct;
  const address = await addressOfToken(strapi, hash);
  return address ? findByEmail(strapi, address) : null;
}

/** Unsubscribes by the token of any confirmation or newsletter mail; it also voids the confirmation link. */
export async function unsubscribe(strapi: Core.Strapi, token: string, now = new Date()): Promise<NewsletterAnswer> {
  const subscription = await subscriptionOfToken(strapi, token);
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
