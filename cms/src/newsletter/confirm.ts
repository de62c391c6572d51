import type {Core} from '@strapi/strapi';
import {errors} from '@strapi/utils';
import {CONFIRM_EXPIRY_MS, elapsedSince, type NewsletterAnswer} from './rules';
import {findSubscription, saveSubscription} from './subscription-store';
import {hashToken} from './tokens';

/** Confirms by the token of the confirmation mail; confirming again answers the same. */
export async function confirm(strapi: Core.Strapi, token: string, now = new Date()): Promise<NewsletterAnswer> {
  const subscription = await findSubscription(strapi, {confirmTokenHash: hashToken(token)});
  if (!subscription) throw new errors.NotFoundError('Unknown or expired token');
  if (subscription.state !== 'confirmed') {
    if (elapsedSince(subscription.confirmationSentAt, now) > CONFIRM_EXPIRY_MS) {
      throw new errors.NotFoundError('Unknown or expired token');
    }
    await saveSubscription(strapi, subscription, {state: 'confirmed', confirmedAt: now.toISOString()});
  }
  return {email: subscription.email, language: subscription.language, status: 'confirmed'};
}
