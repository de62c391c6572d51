// Prepared statements cached per database handle, so hot paths compile each SQL text once.
import type {Statement} from 'better-sqlite3';
import type {Database} from './database.js';

const caches = new WeakMap<Database, Map<string, Statement>>();

export function prepared(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
