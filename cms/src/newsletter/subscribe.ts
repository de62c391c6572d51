import type {Core} from '@strapi/strapi';
import {sendConfirmationMail} from '../mail/confirmation-mail';
import type {SubscribeInput} from './input';
import {elapsedSince, RESEND_GUARD_MS, type StoredSubscription} from './rules';
import {findByEmail, saveSubscription} from './subscription-store';
import {newToken, withToken} from './tokens';

function wantsMail(existing: StoredSubscription | null, now: Date): boolean {
  if (!existing || existing.state === 'unsubscribed') return true;
  if (existing.state === 'confirmed') return false;
  return elapsedSince(existing.confirmationSentAt, now) >= RESEND_GUARD_MS;
}

/**
 * A new or unsubscribed address becomes pending and gets a confirmation mail; a pending one gets a
 * new mail (new tokens: only their hashes are kept, so old links cannot be resent) unless one went
 * out in the last five minutes; a confirmed one gets nothing. The caller answers the same in every case.
 */
export async function subscribe(strapi: Core.Strapi, input: SubscribeInput, now = new Date()): Promise<void> {
  const existing = await findByEmail(strapi, input.email);
  if (!wantsMail(existing, now)) return;
  const confirm = newToken();
  const unsubscribe = newToken();
  await saveSubscription(strapi, existing, {
    ...(existing ? {} : {email: input.email}),
    language: input.language,
    consent: true,
    state: 'pending',
    confirmTokenHash: confirm.hash,
    unsubscribeTokenHash: unsubscribe.hash,
    confirmationSentAt: now.toISOString(),
  });
  const sent = await sendConfirmationMail(strapi, {
    email: existing?.email ?? input.email,
    language: input.language,
    confirmLink: withToken(input.confirmUrl, confirm.token),
    unsubscribeLink: withToken(input.unsubscribeUrl, unsubscribe.token),
  });
  // A mail that never left must not hold the next attempt back for five minutes.
  if (!sent) {
    const saved = await findByEmail(strapi, input.email);
    if (saved) await saveSubscription(strapi, saved, {confirmationSentAt: null});
  }
}
