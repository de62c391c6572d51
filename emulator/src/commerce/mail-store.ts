// The mailbox: mails the shop and the CMS would have sent (and those a real Strapi sent to the SMTP
// sink), kept for people and tests to read.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';

export interface Mail {
  /** The recipients' addresses, comma-separated when there are several. */
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  from?: string | null;
  replyTo?: string | null;
  /** List-Unsubscribe and List-Unsubscribe-Post, by lower-case name, when the mail has them. */
  listHeaders?: Record<string, string>;
}

export interface StoredMail extends Required<Mail> {
  id: number;
  createdAt: string;
}

interface MailRow {
  id: number;
  to_address: string;
  from_address: string | null;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  links: string;
  list_headers: string;
  created_at: string;
}

export function storeMail(db: Database, mail: Mail, now: Date): number {
  const result = prepared(
    db,
    `INSERT INTO mails (to_address, from_address, reply_to, subject, text, html, links, list_headers, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    mail.to,
    mail.from ?? null,
    mail.replyTo ?? null,
    mail.subject,
    mail.text,
    mail.html,
    JSON.stringify(mail.links),
    JSON.stringify(mail.listHeaders ?? {}),
    now.toISOString(),
  );
  return Number(result.lastInsertRowid);
}

const recipients = (to: string) => to.split(',').map((address) => address.trim().toLowerCase());

/** Newest first; `to` narrows to the mails one address received (case-insensitive). */
export function listMails(db: Database, to?: string | null): StoredMail[] {
  const wanted = to?.trim().toLowerCase();
  const rows = (
    wanted
      ? prepared(db, 'SELECT * FROM mails WHERE instr(lower(to_address), ?) > 0 ORDER BY id DESC').all(wanted)
      : prepared(db, 'SELECT * FROM mails ORDER BY id DESC').all()
  ) as MailRow[];
  return rows
    .filter((row) => !wanted || recipients(row.to_address).includes(wanted))
    .map((row) => ({
      id: row.id,
      to: row.to_address,
      from: row.from_address,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: JSON.parse(row.links) as string[],
      listHeaders: JSON.parse(row.list_headers) as Record<string, string>,
      createdAt: row.created_at,
    }));
}

export function clearMails(db: Database): void {
  prepared(db, 'DELETE FROM mails').run();
}
