// A test hook for a slow mail server: `PUT /__faults/hold-mail {"hold": true}` keeps every mail out of the
// mailbox until `{"hold": false}`. The SMTP sink answers a sending CMS only once released, and the
// emulator's own CMS mails wait likewise, so a test can show that an answer never waits for a mail.
import type {Database} from '../db/database.js';
import {jsonResponse} from '../http/route-handler.js';

export const MAIL_HOLD_PATH = '/__faults/hold-mail';

interface Hold {
  released: Promise<void>;
  release(): void;
}

// Keyed by the mailbox's database: the SMTP sink and the HTTP routes share it, not a module instance.
const holds = new WeakMap<Database, Hold>();

/** Resolves at once, or when a held mailbox is released. */
export function mailReleased(db: Database): Promise<void> {
  return holds.get(db)?.released ?? Promise.resolve();
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
  if (request.method !== 'PUT') return new Response(null, {status: 405, headers: {allow: 'PUT'}});
  const body = (await request.json().catch(() => null)) as {hold?: unknown} | null;
  if (typeof body?.hold !== 'boolean') return jsonResponse({error: 'Send {"hold": true} or false.'}, 400);
  setHold(db, body.hold);
  return new Response(null, {status: 204});
}
