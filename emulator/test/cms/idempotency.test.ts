// Keyed writes after a crash: the key was recorded, then the process died before the write finished.
import {createHash} from 'node:crypto';
import {afterAll, describe, expect, it} from 'vitest';
import {IN_PROGRESS_LIMIT_MS} from '../../src/cms/idempotency.js';
import {CMS_TOKEN, INBOX_TOKEN, createCmsHarness} from './cms-harness.js';

let now = new Date('2026-03-01T10:00:00Z');
const cms = createCmsHarness({now: () => now});
afterAll(() => cms.close());

const KEY = 'contact-form-key-0123456789';
const message = (text: string) => ({data: {name: 'Anneke', email: 'anneke@example.com', message: text, language: 'nl'}});
const send = (text: string) =>
  cms.json('/api/contact-messages', {method: 'POST', body: message(text), headers: {'Idempotency-Key': KEY}});

/** What a write leaves behind when the process dies after recording its key: the key, in progress. */
function crashedMidWrite(key: string, at: Date) {
  const scope = createHash('sha256').update(`Bearer ${CMS_TOKEN}\n${key}`).digest('hex');
  cms.emulator.db
    .prepare('INSERT INTO cms_idempotency_keys (scope, request_hash, created_at) VALUES (?, ?, ?)')
    .run(scope, 'the-first-request', at.toISOString());
}

async function storedWith(text: string): Promise<number> {
  const {body} = await cms.json(`/api/contact-messages?filters[message][$contains]=${encodeURIComponent(text)}`, {
    token: INBOX_TOKEN,
  });
  return body.data.length;
}

describe('a key whose write never finished', () => {
  it('is in progress for a while, then taken over by the next request, whatever its body', async () => {
    crashedMidWrite(KEY, now);

    const early = await send('Spelen jullie op ons dorpsfeest?');
    expect(early.status).toBe(409);
    expect(early.body.error.name).toBe('IdempotencyKeyInProgressError');

    now = new Date(now.getTime() + IN_PROGRESS_LIMIT_MS + 1000);
    const again = await send('Spelen jullie op ons dorpsfeest in juni?');
    expect(again.status).toBe(201);
    const replay = await send('Spelen jullie op ons dorpsfeest in juni?');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(again.body);
    expect(await storedWith('dorpsfeest in juni')).toBe(1);

    const other = await send('Another message under a used key');
    expect(other.status).toBe(422);
  });
});
