// What read caches compare to know they still hold: a token that moves with every write committed on
// this connection (total_changes) or on another one (data_version).
import type {Database} from './database.js';
import {prepared} from './prepared.js';

// Within a read transaction the token cannot move (it writes nothing, and other connections' commits
// only show in the next snapshot), so it is read once per transaction rather than by every cache lookup.
const snapshotVersions = new WeakMap<Database, string | null>();

/** Runs `read`, which only reads and is inside a transaction, with the token read at most once. */
export function withSnapshotVersion<T>(db: Database, read: () => T): T {
  snapshotVersions.set(db, null);
  try {
    return read();
  } finally {
    snapshotVersions.delete(db);
  }
}

export function dataVersion(db: Database): string {
  const held = snapshotVersions.get(db);
  if (held) return held;
  const local = prepared(db, 'SELECT total_changes()').pluck().get() as number;
  const others = prepared(db, 'PRAGMA data_version').pluck().get() as number;
  const version = `${local}:${others}`;
  if (held === null) snapshotVersions.set(db, version);
  return version;
}

const caches = new WeakMap<Database, {version: string; values: Map<string, unknown>}>();

/** `load()`'s value, kept per database and key until the next write anywhere in the database. */
export function untilWrite<T>(db: Database, key: string, load: () => T): T {
  const version = dataVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = {version, values: new Map()};
    caches.set(db, cache);
  }
  if (cache.values.has(key)) return cache.values.get(key) as T;
  const value = load();
  cache.values.set(key, value);
  return value;
}
