// Contact messages and newsletter subscriptions kept in SQLite, returned as Strapi 5 entries.
import type {Database} from '../db/connection.js';
import {prepared} from '../db/prepared.js';
import type {ContactMessageInput, NewsletterSubscriptionInput} from '../../../app/lib/cms/schemas.js';
import type {Entry} from './content-store.js';
import {newDocumentId} from './document-ids.js';

interface Row {
  id: number;
  document_id: string;
  created_at: string;
  [column: string]: unknown;
}

function toEntry(row: Row, fields: Entry): Entry {
  return {
    id: row.id,
    documentId: row.document_id,
    ...fields,
    createdAt: row.created_at,
    updatedAt: row.created_at,
    publishedAt: row.created_at,
  };
}

const contactEntry = (row: Row) =>
  toEntry(row, {name: row.name, email: row.email, message: row.message, locale: row.locale});
const subscriptionEntry = (row: Row) =>
  toEntry(row, {email: row.email, consent: row.consent === 1, locale: row.locale});

export function insertContactMessage(db: Database, input: ContactMessageInput, now: Date): Entry {
  const row = prepared(
    db,
    `INSERT INTO cms_contact_messages (document_id, name, email, message, locale, created_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(newDocumentId(), input.name, input.email, input.message, input.locale, now.toISOString()) as Row;
  return contactEntry(row);
}

export function listContactMessages(db: Database): Entry[] {
  return (prepared(db, 'SELECT * FROM cms_contact_messages ORDER BY id').all() as Row[]).map(contactEntry);
}

/**
 * Stores an address once, whatever its case. The answer is built from the request either way, so it
 * never tells whether the address was already there.
 */
export function subscribe(db: Database, input: NewsletterSubscriptionInput, now: Date): Entry {
  const created = now.toISOString();
  prepared(
    db,
    `INSERT INTO cms_newsletter_subscriptions (document_id, email, consent, locale, created_at)
     VALUES (?, ?, 1, ?, ?) ON CONFLICT (email) DO NOTHING`,
  ).run(newDocumentId(), input.email, input.locale, created);
  const row = prepared(db, 'SELECT * FROM cms_newsletter_subscriptions WHERE email = ?').get(input.email) as Row;
  return subscriptionEntry({...row, email: input.email, locale: input.locale, created_at: created});
}

export function listNewsletterSubscriptions(db: Database): Entry[] {
  return (prepared(db, 'SELECT * FROM cms_newsletter_subscriptions ORDER BY id').all() as Row[]).map(subscriptionEntry);
}
