// The send queue's two tables, outside Strapi's content types: one row per newsletter that was sent
// (its state and error), and one row per recipient, unique per (newsletter, address) in the database
// itself, so that no code path, crash or second click can mail an address twice. Strapi's schema sync
// leaves tables it did not create alone; they are created here on start when missing.
import type {Core} from '@strapi/strapi';

export const SENDS = 'newsletter_sends';
export const DELIVERIES = 'newsletter_deliveries';

export type SendState = 'sending' | 'paused' | 'done';
/**
 * pending → sending (claimed, the mail is on its way) → sent; `skipped` when the address stopped being
 * a confirmed subscriber before its turn; `uncertain` when the CMS stopped while its mail was on the
 * way: the mail server may or may not have taken it, and it is not sent again (at most once).
 */
export type DeliveryState = 'pending' | 'sending' | 'sent' | 'skipped' | 'uncertain';

export interface SendRow {
  newsletterId: string;
  state: SendState;
  total: number;
  startedAt: string;
  finishedAt: string | null;
  lastError: string | null;
  retryAt: string | null;
  failures: number;
}

export interface Delivery {
  id: number;
  email: string;
  language: string;
}

export interface SendProgress extends SendRow {
  counts: Record<DeliveryState, number>;
}

const db = (strapi: Core.Strapi) => strapi.db.connection;

export async function ensureSendTables(strapi: Core.Strapi): Promise<void> {
  // A knex schema builder collects statements: each one gets a builder of its own.
  const schema = () => db(strapi).schema;
  if (!(await schema().hasTable(SENDS))) {
    await schema().createTable(SENDS, (table) => {
      table.string('newsletter_id', 64).primary();
      table.string('state', 16).notNullable();
      table.integer('total').notNullable().defaultTo(0);
      table.string('started_at', 32).notNullable();
      table.string('finished_at', 32);
      table.text('last_error');
      table.string('retry_at', 32);
      table.integer('failures').notNullable().defaultTo(0);
    });
  }
  if (!(await schema().hasTable(DELIVERIES))) {
    await schema().createTable(DELIVERIES, (table) => {
      table.increments('id');
      table.string('newsletter_id', 64).notNullable();
      table.string('email', 254).notNullable();
      table.string('language', 8).notNullable();
      table.string('state', 16).notNullable();
      table.string('unsubscribe_token_hash', 64);
      table.string('sent_at', 32);
      table.unique(['newsletter_id', 'email'], {indexName: 'newsletter_deliveries_once'});
      table.index(['newsletter_id', 'state'], 'newsletter_deliveries_queue');
      table.index(['unsubscribe_token_hash'], 'newsletter_deliveries_token');
    });
  }
}

const toSend = (row: Record<string, unknown>): SendRow => ({
  newsletterId: String(row.newsletter_id),
  state: row.state as SendState,
  total: Number(row.total),
  startedAt: String(row.started_at),
  finishedAt: (row.finished_at as string | null) ?? null,
  lastError: (row.last_error as string | null) ?? null,
  retryAt: (row.retry_at as string | null) ?? null,
  failures: Number(row.failures ?? 0),
});

/**
 * Starts the send of a newsletter to `recipients`: `null` when it was started before (the send row's
 * primary key decides, even between two clicks at once), else the number of recipients queued.
 */
export async function startSend(
  strapi: Core.Strapi,
  newsletterId: string,
  recipients: {email: string; language: string}[],
  now: Date,
): Promise<number | null> {
  return db(strapi).transaction(async (trx) => {
    if (await trx(SENDS).where({newsletter_id: newsletterId}).first('newsletter_id')) return null;
    const unique = new Map(recipients.map((recipient) => [recipient.email.toLowerCase(), recipient.language]));
    const startedAt = now.toISOString();
    const empty = unique.size === 0;
    // The primary key refuses a second start that slipped past the check above.
    await trx(SENDS).insert({
      newsletter_id: newsletterId,
      state: empty ? 'done' : 'sending',
      total: unique.size,
      started_at: startedAt,
      finished_at: empty ? startedAt : null,
      failures: 0,
    });
    const rows = [...unique].map(([email, language]) => ({newsletter_id: newsletterId, email, language, state: 'pending'}));
    for (let start = 0; start < rows.length; start += 200) {
      await trx(DELIVERIES).insert(rows.slice(start, start + 200)).onConflict(['newsletter_id', 'email']).ignore();
    }
    return unique.size;
  });
}

export async function findSend(strapi: Core.Strapi, newsletterId: string): Promise<SendRow | null> {
  const row = await db(strapi)(SENDS).where({newsletter_id: newsletterId}).first();
  return row ? toSend(row) : null;
}

export async function sendProgress(strapi: Core.Strapi, newsletterId: string): Promise<SendProgress | null> {
  const send = await findSend(strapi, newsletterId);
  if (!send) return null;
  const rows = (await db(strapi)(DELIVERIES).where({newsletter_id: newsletterId}).groupBy('state').select('state').count({count: '*'})) as {
    state: DeliveryState;
    count: number | string;
  }[];
  const counts: Record<DeliveryState, number> = {pending: 0, sending: 0, sent: 0, skipped: 0, uncertain: 0};
  for (const {state, count} of rows) counts[state] = Number(count);
  return {...send, counts};
}

/** The sends not finished yet, oldest first. */
export async function openSends(strapi: Core.Strapi): Promise<SendRow[]> {
  const rows = await db(strapi)(SENDS).whereIn('state', ['sending', 'paused']).orderBy('started_at', 'asc');
  return rows.map(toSend);
}

/**
 * Claims the next pending recipient of a newsletter and stores the hash of its mail's unsubscribe
 * token in the same write; `null` when none is left. The conditional update makes a claim exclusive.
 */
export async function claimNext(strapi: Core.Strapi, newsletterId: string, tokenHash: string): Promise<Delivery | null> {
  for (;;) {
    const next = await db(strapi)(DELIVERIES).where({newsletter_id: newsletterId, state: 'pending'}).orderBy('id', 'asc').first('id', 'email', 'language');
    if (!next) return null;
    const claimed = await db(strapi)(DELIVERIES)
      .where({id: next.id, state: 'pending'})
      .update({state: 'sending', unsubscribe_token_hash: tokenHash});
    if (claimed === 1) return {id: Number(next.id), email: String(next.email), language: String(next.language)};
  }
}

export async function finishDelivery(strapi: Core.Strapi, id: number, state: 'sent' | 'skipped', now: Date): Promise<void> {
  await db(strapi)(DELIVERIES)
    .where({id, state: 'sending'})
    .update({state, ...(state === 'sent' ? {sent_at: now.toISOString()} : {unsubscribe_token_hash: null})});
}

/** The mail server refused or could not be reached: the recipient goes back to the queue, its token void. */
export async function releaseDelivery(strapi: Core.Strapi, id: number): Promise<void> {
  await db(strapi)(DELIVERIES).where({id, state: 'sending'}).update({state: 'pending', unsubscribe_token_hash: null});
}

export async function updateSend(strapi: Core.Strapi, newsletterId: string, data: Partial<Record<string, unknown>>): Promise<void> {
  await db(strapi)(SENDS).where({newsletter_id: newsletterId}).update(data);
}

/** True when no recipient of the newsletter waits any more. */
export async function nothingPending(strapi: Core.Strapi, newsletterId: string): Promise<boolean> {
  const row = await db(strapi)(DELIVERIES).whereIn('state', ['pending', 'sending']).andWhere({newsletter_id: newsletterId}).first('id');
  return !row;
}

/**
 * After a crash or a kill, a recipient still marked `sending` had its mail on the way: the mail server
 * may have taken it. It is not sent again (each address at most once per newsletter); returns how many.
 */
export async function markInterrupted(strapi: Core.Strapi): Promise<number> {
  return db(strapi)(DELIVERIES).where({state: 'sending'}).update({state: 'uncertain'});
}

/** The address a newsletter mail's unsubscribe token was sent to, if any. */
export async function addressOfToken(strapi: Core.Strapi, tokenHash: string): Promise<string | null> {
  const row = await db(strapi)(DELIVERIES).where({unsubscribe_token_hash: tokenHash}).first('email');
  return row ? String(row.email) : null;
}

/** Right to erasure: the queue forgets the address too. */
export async function forgetAddress(strapi: Core.Strapi, email: string): Promise<number> {
  if (!(await db(strapi).schema.hasTable(DELIVERIES))) return 0;
  return db(strapi)(DELIVERIES).whereRaw('lower(email) = ?', [email.toLowerCase()]).delete();
}
