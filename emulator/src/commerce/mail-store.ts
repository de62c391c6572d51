// The mailbox: mails the shop would have sent, kept for people and tests to read.
import type {Database} from '../db/connection.js';
import {prepared} from '../db/prepared.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface StoredMail extends Mail {
  id: number;
  createdAt: string;
}

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  links: string;
  created_at: string;
}

export function storeMail(db: Database, mail: Mail, now: Date): number {
  const result = prepared(
    db,
    'INSERT INTO mails (to_address, subject, text, html, links, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.links), now.toISOString());
  return Number(result.lastInsertRowid);
}

/** Newest first; `to` narrows to one recipient (case-insensitive). */
export function listMails(db: Database, to?: string | null): StoredMail[] {
  const rows = (
    to
      ? prepared(db, 'SELECT * FROM mails WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC').all(to)
      : prepared(db, 'SELECT * FROM mails ORDER BY id DESC').all()
  ) as MailRow[];
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: JSON.parse(row.links) as string[],
    createdAt: row.created_at,
  }));
}

export function clearMails(db: Database): void {
  prepared(db, 'DELETE FROM mails').run();
}
