import BetterSqlite3 from 'better-sqlite3';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {openDatabase} from '../src/db/database.js';
import {dataVersion} from '../src/db/data-version.js';
import {inReadTransaction} from '../src/db/read-transaction.js';

const dir = mkdtempSync(join(tmpdir(), 'data-version-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('the data version', () => {
  const path = join(dir, 'versions.sqlite');
  const db = openDatabase(path);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
  const count = () => (db.prepare('SELECT count(*) FROM notes').pluck().get() as number);
  const writeFromAnotherConnection = () => {
    const other = new BetterSqlite3(path);
    other.prepare("INSERT INTO notes (body) VALUES ('from elsewhere')").run();
    other.close();
  };

  it('moves with a write on this connection and with one from another connection', () => {
    const first = dataVersion(db);
    db.prepare("INSERT INTO notes (body) VALUES ('here')").run();
    const second = dataVersion(db);
    expect(second).not.toBe(first);
    writeFromAnotherConnection();
    expect(dataVersion(db)).not.toBe(second);
  });

  it('holds still inside a read transaction, as the snapshot does, and moves after it', () => {
    const before = dataVersion(db);
    const seen = inReadTransaction(db, () => {
      const start = {version: dataVersion(db), rows: count()};
      writeFromAnotherConnection();
      // What SQLite itself reports inside the snapshot, not only what is held.
      const pragma = db.pragma('data_version', {simple: true});
      return {start, end: {version: dataVersion(db), rows: count()}, pragma};
    });
    expect(seen.start.version).toBe(before);
    expect(seen.end).toEqual(seen.start);
    expect(`${db.prepare('SELECT total_changes()').pluck().get()}:${seen.pragma}`).toBe(before);
    expect(dataVersion(db)).not.toBe(before);
    expect(count()).toBe(seen.start.rows + 1);
  });
});
