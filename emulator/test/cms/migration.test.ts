import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {afterAll, describe, expect, it} from 'vitest';
import {listMails} from '../../src/commerce/mail-store.js';
import {openDatabase} from '../../src/db/database.js';
import {createEmulator} from '../../src/server.js';

const dir = mkdtempSync(join(tmpdir(), 'emulator-cms-migration-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const MIGRATIONS = join(import.meta.dirname, '../../src/db/migrations');

/** A database as the emulator left it before the double opt-in: migrations up to 003 only. */
function databaseBeforeDoubleOptIn(path: string): void {
  const db = new BetterSqlite3(path);
  db.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const file of readdirSync(MIGRATIONS).filter((name) => name < '004').sort()) {
    db.exec(readFileSync(join(MIGRATIONS, file), 'utf8'));
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(file, '2026-11-01T00:00:00.000Z');
  }
  const at = '2026-11-02T00:00:00.000Z';
  db.prepare('INSERT INTO cms_contact_messages (document_id, name, email, message, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    'c'.repeat(24), 'Anneke', 'anneke@example.com', 'Hallo', 'nl', at,
  );
  db.prepare('INSERT INTO cms_newsletter_subscriptions (document_id, email, consent, locale, created_at) VALUES (?, ?, 1, ?, ?)').run(
    's'.repeat(24), 'Old.Fan@Example.com', 'fr', at,
  );
  db.prepare("INSERT INTO mails (to_address, subject, text, html, links, created_at) VALUES ('a@example.com', 's', 't', 'h', '[]', ?)").run(at);
  db.close();
}

describe('migrating an existing database', () => {
  it('renames locale to language, makes old sign-ups pending and keeps every row', () => {
    const path = join(dir, 'old.sqlite');
    databaseBeforeDoubleOptIn(path);
    const db = openDatabase(path);
    expect(db.prepare('SELECT name, language FROM cms_contact_messages').get()).toEqual({name: 'Anneke', language: 'nl'});
    expect(db.prepare('SELECT * FROM cms_newsletter_subscriptions').get()).toMatchObject({
      email: 'old.fan@example.com',
      language: 'fr',
      status: 'pending',
      confirm_token_hash: null,
      unsubscribe_token_hash: null,
      confirmation_sent_at: null,
      updated_at: '2026-11-02T00:00:00.000Z',
    });
    expect(db.prepare('SELECT to_address, from_address, reply_to FROM mails').get()).toEqual({
      to_address: 'a@example.com',
      from_address: null,
      reply_to: null,
    });
    db.close();
  });

  it('mails an old, never-mailed sign-up at once when the address signs up again', async () => {
    const path = join(dir, 'old-again.sqlite');
    databaseBeforeDoubleOptIn(path);
    const emulator = createEmulator({dbPath: path, publicToken: 'p', privateToken: 'q', baseUrl: 'http://emulator.test'});
    const response = await emulator.fetch(
      new Request('http://emulator.test/api/newsletter-subscriptions', {
        method: 'POST',
        headers: {authorization: 'Bearer emulator-cms-token', 'content-type': 'application/json'},
        body: JSON.stringify({
          data: {
            email: 'old.fan@example.com',
            consent: true,
            language: 'fr',
            confirmUrl: 'http://localhost:3000/fr/newsletter/confirmer',
            unsubscribeUrl: 'http://localhost:3000/fr/newsletter/desinscription',
          },
        }),
      }),
    );
    expect(response.status).toBe(202);
    expect(listMails(emulator.db, 'old.fan@example.com')).toHaveLength(1);
    expect(emulator.db.prepare('SELECT COUNT(*) FROM cms_newsletter_subscriptions').pluck().get()).toBe(1);
    emulator.close();
  });
});
