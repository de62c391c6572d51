// Keyed writes, as the real CMS's idempotency middleware does them: the first request with a key is
// handled and, when it succeeds, its answer is kept; the same key with the same body answers that again
// without storing anything, with another body 422. A failed write keeps nothing, so it may be sent again;
// so does one that never finished (the process died): its key is taken over once in progress too long.
import {createHash} from 'node:crypto';
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import {readJsonBody} from './request-body.js';
import {StrapiError, validationError} from './strapi-errors.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const KEY = /^[A-Za-z0-9_-]{16,128}$/;
/** Longer than any form token lives, so a key cannot be reused while its form could still post. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** As Strapi's: a key in progress this long belongs to a write that died with the process. */
export const IN_PROGRESS_LIMIT_MS = 30 * 1000;

interface KeyRow {
  request_hash: string;
  status: number | null;
  body: string | null;
}

type FinishedKeyRow = KeyRow & {status: number};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable text for a JSON value: object keys sorted, so key order does not make another body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export async function withIdempotencyKey(
  request: Request,
  db: Database,
  now: Date,
  handle: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return handle();
  if (!KEY.test(key)) throw validationError('Idempotency-Key must be 16 to 128 letters, digits, "-" or "_"');

  const path = new URL(request.url).pathname;
  const scope = sha256(`${request.headers.get('Authorization') ?? ''}\n${key}`);
  const requestHash = sha256(`${request.method} ${path}\n${canonical(await readJsonBody(request.clone()))}`);

  prepared(db, 'DELETE FROM cms_idempotency_keys WHERE created_at < ?').run(
    new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString(),
  );
  const known = prepared(db, 'SELECT request_hash, status, body FROM cms_idempotency_keys WHERE scope = ?').get(
    scope,
  ) as KeyRow | undefined;
  if (known?.status === null) {
    // Nothing finished under an unfinished key, so its body is not compared: the visitor may have edited it.
    const taken = prepared(
      db,
      'UPDATE cms_idempotency_keys SET request_hash = ?, created_at = ? WHERE scope = ? AND status IS NULL AND created_at < ?',
    ).run(requestHash, now.toISOString(), scope, new Date(now.getTime() - IN_PROGRESS_LIMIT_MS).toISOString());
    // 409 is one of the statuses the site's client retries once.
    if (taken.changes !== 1) {
      throw new StrapiError(409, 'IdempotencyKeyInProgressError', 'A request with this Idempotency-Key is in progress');
    }
  } else if (known) {
    return replay(known as FinishedKeyRow, requestHash);
  } else {
    prepared(db, 'INSERT INTO cms_idempotency_keys (scope, request_hash, created_at) VALUES (?, ?, ?)').run(
      scope,
      requestHash,
      now.toISOString(),
    );
  }
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    prepared(db, 'DELETE FROM cms_idempotency_keys WHERE scope = ?').run(scope);
    throw error;
  }
  if (!response.ok) {
    prepared(db, 'DELETE FROM cms_idempotency_keys WHERE scope = ?').run(scope);
    return response;
  }
  const body = await response.clone().text();
  prepared(db, 'UPDATE cms_idempotency_keys SET status = ?, body = ? WHERE scope = ?').run(response.status, body, scope);
  return response;
}

function replay(known: FinishedKeyRow, requestHash: string): Response {
  if (known.request_hash !== requestHash) {
    throw new StrapiError(422, 'IdempotencyKeyReusedError', 'This Idempotency-Key was already used with another request');
  }
  return new Response(known.body, {
    status: known.status,
    headers: {'Content-Type': 'application/json; charset=utf-8', 'Idempotent-Replayed': 'true'},
  });
}
