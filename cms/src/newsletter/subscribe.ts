import type {Core} from '@strapi/strapi';
import {sendConfirmationMail, type ConfirmationMail} from '../mail/confirmation-mail';
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
 * out in the last five minutes; a confirmed one gets nothing. The caller answers the same in every case,
 * and sends the mail returned here only after answering: sending takes far longer than the rest, so an
 * answer that waited for it would tell a new address from a subscribed one by its time.
 */
export async function subscribe(
  strapi: Core.Strapi,
  input: SubscribeInput,
  now = new Date(),
): Promise<ConfirmationMail | null> {
  const existing = await findByEmail(strapi, input.email);
  if (!wantsMail(existing, now)) return null;
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
  return {
    email: existing?.email ?? input.email,
    language: input.language,
    confirmLink: withToken(input.confirmUrl, confirm.token),
    unsubscribeLink: withToken(input.unsubscribeUrl, unsubscribe.token),
  };
}

/** Sends what `subscribe` returned; never throws, as nobody waits for it. */
export async function sendSubscribeMail(strapi: Core.Strapi, mail: ConfirmationMail): Promise<void> {
  try {
    // A mail that never left must not hold the next attempt back for five minutes.
    if (!(await sendConfirmationMail(strapi, mail))) {
      const saved = await findByEmail(strapi, mail.email);
      if (saved) await saveSubscription(strapi, saved, {confirmationSentAt: null});
    }
  } catch (error) {
    strapi.log.error(`[newsletter] after a sign-up: ${(error as Error).message}`);
  }
}
