// Keyed writes (`Idempotency-Key`): the first request with a key is handled and, when it succeeds, its
// answer is kept; the same key with the same body answers that again without storing anything, with
// another body 422. A failed write keeps nothing, so it may be sent again; so does one that never
// finished (the process died): its key is taken over once it has been in progress too long. A route middleware, so it runs
// after Strapi checked the token: a caller without the right to write learns nothing from a key.
import {createHash} from 'node:crypto';
import type {Core} from '@strapi/strapi';
import {IDEMPOTENCY_KEY} from '../content-model';

const KEY = /^[A-Za-z0-9_-]{16,128}$/;
/** Longer than any form token of the site lives, so a key cannot be reused while its form could post. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/**
 * Far longer than any write takes (the site gives up on the CMS after 5 s): a key still in progress after
 * this belongs to a write that died with the process, and stored nothing, so the next request takes it over.
 */
export const IN_PROGRESS_LIMIT_MS = 30 * 1000;

interface KeyRecord {
  id: number;
  requestHash: string;
  status: number | null;
  body: unknown;
}

interface Context {
  method: string;
  path: string;
  status: number;
  body: unknown;
  request: {body?: unknown};
  get(header: string): string;
  set(header: string, value: string): void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable text for a JSON value: object keys sorted, so key order does not make another body. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function refuse(ctx: Context, status: number, name: string, message: string): void {
  ctx.status = status;
  ctx.body = {data: null, error: {status, name, message, details: {}}};
}

export default (_config: unknown, {strapi}: {strapi: Core.Strapi}) =>
  async (ctx: Context, next: () => Promise<unknown>) => {
    const key = ctx.get('Idempotency-Key');
    if (!key) return next();
    if (!KEY.test(key)) {
      return refuse(ctx, 400, 'ValidationError', 'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_"');
    }
    const records = strapi.db.query(IDEMPOTENCY_KEY);
    const scope = sha256(`${ctx.get('Authorization')}\n${key}`);
    const requestHash = sha256(`${ctx.method} ${ctx.path}\n${canonical(ctx.request.body ?? {})}`);

    await records.deleteMany({where: {createdAt: {$lt: new Date(Date.now() - IDEMPOTENCY_RETENTION_MS)}}});
    const known = (await records.findOne({where: {scope}})) as KeyRecord | null;
    let reserved: KeyRecord;
    if (known && known.status === null) {
      // Nothing finished under an unfinished key, so its body is not compared: the visitor may have edited it.
      const now = new Date();
      const taken = (await records.updateMany({
        where: {id: known.id, status: null, updatedAt: {$lt: new Date(now.getTime() - IN_PROGRESS_LIMIT_MS)}},
        data: {requestHash, updatedAt: now},
      })) as {count: number};
      if (taken.count !== 1) {
        // 409 is one of the statuses the site's client retries once.
        return refuse(ctx, 409, 'IdempotencyKeyInProgressError', 'A request with this Idempotency-Key is in progress');
      }
      reserved = known;
    } else if (known) {
      if (known.requestHash !== requestHash) {
        return refuse(ctx, 422, 'IdempotencyKeyReusedError', 'This Idempotency-Key was already used with another request');
      }
      ctx.status = known.status!;
      ctx.body = known.body;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    } else {
      reserved = (await records.create({data: {scope, requestHash, status: null, body: null}})) as KeyRecord;
    }

    try {
      await next();
    } catch (error) {
      await records.delete({where: {id: reserved.id}});
      throw error;
    }
    if (ctx.status >= 200 && ctx.status < 300) {
      await records.update({where: {id: reserved.id}, data: {status: ctx.status, body: ctx.body}});
    } else {
      await records.delete({where: {id: reserved.id}});
    }
  };
