// A test hook for a slow mail server: `PUT /__faults/hold-mail {"hold": true}` keeps every mail out of the
// mailbox until `{"hold": false}`. The SMTP sink answers a sending CMS only once released, and the
// emulator's own CMS mails wait likewise; `GET` tells how many mails are waiting with their sender still
// there. So a test can show that an answer arrived while its mail was still on its way.
import type {Database} from '../db/database.js';
import {jsonResponse} from '../http/route-handler.js';

export const MAIL_HOLD_PATH = '/__faults/hold-mail';

interface Hold {
  released: Promise<void>;
  release(): void;
}

// Keyed by the mailbox's database: the SMTP sink and the HTTP routes share it, not a module instance.
const holds = new WeakMap<Database, Hold>();
const waiting = new WeakMap<Database, Set<unknown>>();

function waitingOn(db: Database): Set<unknown> {
  let set = waiting.get(db);
  if (!set) waiting.set(db, (set = new Set()));
  return set;
}

/** Resolves at once, or when a held mailbox is released; until then `sender` counts as waiting. */
export async function mailReleased(db: Database, sender: unknown = Symbol('mail')): Promise<void> {
  const hold = holds.get(db);
  if (!hold) return;
  waitingOn(db).add(sender);
  try {
    await hold.released;
  } finally {
    waitingOn(db).delete(sender);
  }
}

/** A sender that gave up (its connection closed) no longer counts as waiting. */
export function senderGone(db: Database, sender: unknown): void {
  waiting.get(db)?.delete(sender);
}

function setHold(db: Database, hold: boolean): void {
  const current = holds.get(db);
  if (hold && !current) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    holds.set(db, {released, release});
  } else if (!hold && current) {
    holds.delete(db);
    current.release();
  }
}

export async function mailHoldRoute(request: Request, db: Database): Promise<Response | null> {
  if (new URL(request.url).pathname !== MAIL_HOLD_PATH) return null;
  if (request.method === 'GET') return jsonResponse({held: holds.has(db), waiting: waiting.get(db)?.size ?? 0});
  if (request.method !== 'PUT') return new Response(null, {status: 405, headers: {allow: 'GET, PUT'}});
  const body = (await request.json().catch(() => null)) as {hold?: unknown} | null;
  if (typeof body?.hold !== 'boolean') return jsonResponse({error: 'Send {"hold": true} or false.'}, 400);
  setHold(db, body.hold);
  return new Response(null, {status: 204});
}
