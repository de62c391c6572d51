// Synchronous reads in one transaction: they see one snapshot, and SQLite takes its locks once
// instead of once per statement (in WAL mode that is most of a small read's cost). `read` must not write.
import type {Database} from './database.js';
import {withSnapshotVersion} from './data-version.js';
import {prepared} from './prepared.js';

/** Runs `read` in a read transaction, or in the caller's when one is open. */
export function inReadTransaction<T>(db: Database, read: () => T): T {
  if (db.inTransaction) return read();
  prepared(db, 'BEGIN').run();
  try {
    return withSnapshotVersion(db, read);
  } finally {
    prepared(db, 'COMMIT').run();
  }
}
