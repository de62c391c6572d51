// Contact messages and newsletter subscriptions kept in SQLite, returned as Strapi 5 entries of the
// private collections (no locale: neither has i18n; publishedAt is the creation, as without draft & publish).
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import type {ContentLanguage} from './content-model.js';
import type {Entry} from './content-store.js';
import {newDocumentId} from './document-ids.js';
import type {NewsletterStatus} from './submission-model.js';

interface ContactRow {
  id: number;
  document_id: string;
  name: string;
  email: string;
  message: string;
  language: string;
  created_at: string;
}

export interface SubscriptionRow {
  id: number;
  document_id: string;
  email: string;
  language: ContentLanguage;
  consent: number;
  status: NewsletterStatus;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string | null;
  confirmation_sent_at: string | null;
  created_at: string;
  updated_at: string | null;
}

const contactEntry = (row: ContactRow): Entry => ({
  id: row.id,
  documentId: row.document_id,
  name: row.name,
  email: row.email,
  message: row.message,
  language: row.language,
  state: 'new',
  createdAt: row.created_at,
  updatedAt: row.created_at,
  publishedAt: row.created_at,
});

/** What the inbox sees of a subscription: never the token hashes or when the last mail went out. */
const subscriptionEntry = (row: SubscriptionRow): Entry => ({
  id: row.id,
  documentId: row.document_id,
  email: row.email,
  language: row.language,
  consent: row.consent === 1,
  state: row.status,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at ?? row.created_at,
  publishedAt: row.created_at,
});

export function insertContactMessage(
  db: Database,
  input: {name: string; email: string; message: string; language: string},
  now: Date,
): Entry {
  const row = prepared(
    db,
    `INSERT INTO cms_contact_messages (document_id, name, email, message, language, created_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(newDocumentId(), input.name, input.email, input.message, input.language, now.toISOString()) as ContactRow;
  return contactEntry(row);
}

export function listContactMessages(db: Database): Entry[] {
  return (prepared(db, 'SELECT * FROM cms_contact_messages ORDER BY id').all() as ContactRow[]).map(contactEntry);
}

export function listNewsletterSubscriptions(db: Database): Entry[] {
  return (prepared(db, 'SELECT * FROM cms_newsletter_subscriptions ORDER BY id').all() as SubscriptionRow[]).map(
    subscriptionEntry,
  );
}

export function findSubscriptionByEmail(db: Database, email: string): SubscriptionRow | undefined {
  return prepared(db, 'SELECT * FROM cms_newsletter_subscriptions WHERE email = ? COLLATE NOCASE').get(email) as
    | SubscriptionRow
    | undefined;
}

export function findSubscriptionByToken(
  db: Database,
  column: 'confirm_token_hash' | 'unsubscribe_token_hash',
  hash: string,
): SubscriptionRow | undefined {
  return prepared(db, `SELECT * FROM cms_newsletter_subscriptions WHERE ${column} = ?`).get(hash) as
    | SubscriptionRow
    | undefined;
}

/** A new sign-up: pending, with the hashes of the tokens its confirmation mail carries. */
export function insertPendingSubscription(
  db: Database,
  input: {email: string; language: ContentLanguage; confirmHash: string; unsubscribeHash: string},
  now: Date,
): void {
  const at = now.toISOString();
  prepared(
    db,
    `INSERT INTO cms_newsletter_subscriptions
       (document_id, email, consent, language, status, confirm_token_hash, unsubscribe_token_hash,
        confirmation_sent_at, created_at, updated_at)
     VALUES (?, ?, 1, ?, 'pending', ?, ?, ?, ?, ?)`,
  ).run(newDocumentId(), input.email, input.language, input.confirmHash, input.unsubscribeHash, at, at, at);
}

/** A known address asks again (or anew, after unsubscribing): pending, with fresh tokens. */
export function renewPendingSubscription(
  db: Database,
  id: number,
  input: {language: ContentLanguage; confirmHash: string; unsubscribeHash: string},
  now: Date,
): void {
  const at = now.toISOString();
  prepared(
    db,
    `UPDATE cms_newsletter_subscriptions
     SET status = 'pending', consent = 1, language = ?, confirm_token_hash = ?, unsubscribe_token_hash = ?,
         confirmation_sent_at = ?, confirmed_at = NULL, unsubscribed_at = NULL, updated_at = ?
     WHERE id = ?`,
  ).run(input.language, input.confirmHash, input.unsubscribeHash, at, at, id);
}

export function markConfirmed(db: Database, id: number, now: Date): void {
  const at = now.toISOString();
  prepared(
    db,
    `UPDATE cms_newsletter_subscriptions SET status = 'confirmed', confirmed_at = ?, updated_at = ? WHERE id = ?`,
  ).run(at, at, id);
}

/** Unsubscribing voids the confirm token, so an old confirmation link cannot sign the address up again. */
export function markUnsubscribed(db: Database, id: number, now: Date): void {
  const at = now.toISOString();
  prepared(
    db,
    `UPDATE cms_newsletter_subscriptions
     SET status = 'unsubscribed', unsubscribed_at = ?, confirm_token_hash = NULL, updated_at = ?
     WHERE id = ?`,
  ).run(at, at, id);
}
