// The newsletter's double opt-in (docs/cms.md, "Writes"): a sign-up mails a confirmation link in the
// subscriber's language, and only a followed link makes a subscriber. Every sign-up gets the same
// answer, whatever the address's state, so the answer never tells whether an address is known.
import {randomBytes} from 'node:crypto';
import {storeMail, type Mail} from '../commerce/mail-store.js';
import {hashSecretToken} from '../commerce/secret-tokens.js';
import type {Database} from '../db/database.js';
import {mailReleased} from '../mailbox/mail-hold.js';
import {confirmationMail} from './cms-mails.js';
import type {ContentLanguage} from './content-model.js';
import {notFound} from './strapi-errors.js';
import type {NewsletterSignUp, NewsletterStatus} from './submission-model.js';
import {
  findSubscriptionByEmail,
  findSubscriptionByToken,
  insertPendingSubscription,
  markConfirmed,
  markUnsubscribed,
  renewPendingSubscription,
  type SubscriptionRow,
} from './submission-store.js';

const MINUTE_MS = 60 * 1000;
/** A pending address gets no second mail sooner than this after the last one. */
export const RESEND_GUARD_MS = 5 * MINUTE_MS;
/** A confirm link never followed stops working after this. */
export const CONFIRM_LIFETIME_MS = 7 * 24 * 60 * MINUTE_MS;

/** 32 random bytes, base64url (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

const withToken = (page: string, token: string) => `${page}${page.includes('?') ? '&' : '?'}token=${token}`;

export interface NewsletterAnswer {
  email: string;
  language: ContentLanguage;
  status?: NewsletterStatus;
}

/** New tokens for a pending subscription; the confirmation mail that carries them, to send. */
function renewTokens(
  db: Database,
  input: NewsletterSignUp & {email: string},
  existing: SubscriptionRow | undefined,
  now: Date,
): Mail {
  const confirm = newLinkToken();
  const unsubscribe = newLinkToken();
  const hashes = {confirmHash: hashSecretToken(confirm), unsubscribeHash: hashSecretToken(unsubscribe)};
  if (existing) renewPendingSubscription(db, existing.id, {language: input.language, ...hashes}, now);
  else insertPendingSubscription(db, {email: input.email, language: input.language, ...hashes}, now);
  const links = {confirmUrl: withToken(input.confirmUrl, confirm), unsubscribeUrl: withToken(input.unsubscribeUrl, unsubscribe)};
  return confirmationMail(input.email, input.language, links);
}

function recentlyMailed(row: SubscriptionRow, now: Date): boolean {
  return row.confirmation_sent_at !== null && now.getTime() - Date.parse(row.confirmation_sent_at) < RESEND_GUARD_MS;
}

/**
 * A new or unsubscribed address becomes pending and gets the confirmation mail; a pending one gets a new
 * mail (new tokens) unless one went out in the last 5 minutes; a confirmed one gets nothing. The mail goes
 * out after the answer, as in the Strapi project: sending it is the slow part, and an answer that waited
 * for it would tell a new address from a subscribed one by its time.
 */
export function signUp(db: Database, input: NewsletterSignUp, now: Date): NewsletterAnswer {
  const email = input.email.toLowerCase();
  const mail = db.transaction((): Mail | null => {
    const row = findSubscriptionByEmail(db, email);
    if (row?.status === 'confirmed') return null;
    if (row?.status === 'pending' && recentlyMailed(row, now)) return null;
    return renewTokens(db, {...input, email}, row, now);
  })();
  if (mail) {
    mailReleased(db)
      .then(() => storeMail(db, mail, now))
      .catch((error: unknown) => console.error('[emulator] a confirmation mail was not filed:', error));
  }
  return {email, language: input.language};
}

const answer = (row: SubscriptionRow, status: NewsletterStatus): NewsletterAnswer => ({
  email: row.email,
  language: row.language,
  status,
});

/** Follows a confirmation link; again is the same. Unknown or expired (never used, older than 7 days): 404. */
export function confirm(db: Database, token: string, now: Date): NewsletterAnswer {
  return db.transaction(() => {
    const row = findSubscriptionByToken(db, 'confirm_token_hash', hashSecretToken(token));
    if (!row || row.status === 'unsubscribed') throw notFound();
    if (row.status === 'pending') {
      const sentAt = Date.parse(row.confirmation_sent_at ?? row.created_at);
      if (now.getTime() - sentAt > CONFIRM_LIFETIME_MS) throw notFound();
      markConfirmed(db, row.id, now);
    }
    return answer(row, 'confirmed');
  })();
}

/** Follows an unsubscribe link; again is the same. An unknown token is a 404. */
export function unsubscribe(db: Database, token: string, now: Date): NewsletterAnswer {
  return db.transaction(() => {
    const row = findSubscriptionByToken(db, 'unsubscribe_token_hash', hashSecretToken(token));
    if (!row) throw notFound();
    if (row.status !== 'unsubscribed') markUnsubscribed(db, row.id, now);
    return answer(row, 'unsubscribed');
  })();
}
