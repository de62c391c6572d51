import {createHash} from 'node:crypto';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {listMails, type StoredMail} from '../../src/commerce/mail-store.js';
import {createCmsHarness, INBOX_TOKEN} from './cms-harness.js';

let now = new Date('2026-12-01T10:00:00.000Z');
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const cms = createCmsHarness({now: () => now});
afterAll(() => cms.close());

const SITE = 'http://localhost:3000';
const PAGES = {
  en: {confirmUrl: `${SITE}/newsletter/confirm`, unsubscribeUrl: `${SITE}/newsletter/unsubscribe`},
  fr: {confirmUrl: `${SITE}/fr/newsletter/confirmer`, unsubscribeUrl: `${SITE}/fr/newsletter/desinscription`},
  nl: {confirmUrl: `${SITE}/nl/nieuwsbrief/bevestigen`, unsubscribeUrl: `${SITE}/nl/nieuwsbrief/uitschrijven`},
};
type Language = keyof typeof PAGES;

const signUp = (email: string, language: Language = 'en', extra: Record<string, unknown> = {}) =>
  cms.json('/api/newsletter-subscriptions', {method: 'POST', body: {data: {email, consent: true, language, ...PAGES[language], ...extra}}});
const follow = (action: 'confirm' | 'unsubscribe', token: unknown) =>
  cms.json(`/api/newsletter-subscriptions/${action}`, {method: 'POST', body: {data: {token}}});

const mailsTo = (email: string): StoredMail[] => listMails(cms.emulator.db, email);

/** The tokens of the newest mail to an address, read from its links as a visitor's browser would. */
function tokensOf(mail: StoredMail): {confirm: string; unsubscribe: string} {
  expect(mail.links).toHaveLength(2);
  const [confirm, unsubscribe] = mail.links.map((link) => new URL(link).searchParams.get('token')!);
  return {confirm, unsubscribe};
}

async function subscription(email: string) {
  const {body} = await cms.json(`/api/newsletter-subscriptions?filters[email][$eqi]=${encodeURIComponent(email)}`, {token: INBOX_TOKEN});
  expect(body.data.length).toBeLessThanOrEqual(1);
  return body.data[0];
}

describe('newsletter double opt-in', () => {
  it('goes create → mail → confirm → confirm again → unsubscribe → create again → pending', async () => {
    const email = 'fan@example.com';
    const created = await signUp(email, 'fr');
    expect(created).toEqual({status: 202, body: {data: {email, language: 'fr'}, meta: {}}});
    expect(await subscription(email)).toMatchObject({email, language: 'fr', consent: true, state: 'pending', confirmedAt: null, unsubscribedAt: null});

    const [mail] = mailsTo(email);
    expect(mail.subject).toBe('Confirmez votre inscription à la lettre d’information de Ronce & Rivière');
    expect(mail.from).toEqual(expect.stringContaining('@'));
    const tokens = tokensOf(mail);
    expect(tokens.confirm).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.unsubscribe).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.links).toEqual([
      `${PAGES.fr.confirmUrl}?token=${tokens.confirm}`,
      `${PAGES.fr.unsubscribeUrl}?token=${tokens.unsubscribe}`,
    ]);
    expect(mail.text).toContain(`${PAGES.fr.confirmUrl}?token=${tokens.confirm}`);
    expect(mail.text).not.toContain('{{');

    const confirmed = await follow('confirm', tokens.confirm);
    expect(confirmed).toEqual({status: 200, body: {data: {email, language: 'fr', status: 'confirmed'}, meta: {}}});
    const afterConfirm = await subscription(email);
    expect(afterConfirm).toMatchObject({state: 'confirmed', confirmedAt: now.toISOString()});

    later(60);
    expect(await follow('confirm', tokens.confirm)).toEqual(confirmed);
    expect((await subscription(email)).confirmedAt).toBe(afterConfirm.confirmedAt);

    const unsubscribed = await follow('unsubscribe', tokens.unsubscribe);
    expect(unsubscribed).toEqual({status: 200, body: {data: {email, language: 'fr', status: 'unsubscribed'}, meta: {}}});
    expect(await follow('unsubscribe', tokens.unsubscribe)).toEqual(unsubscribed);
    expect(await subscription(email)).toMatchObject({state: 'unsubscribed', unsubscribedAt: now.toISOString()});
    // Unsubscribing voids the confirm token: the old mail cannot sign the address up again.
    expect((await follow('confirm', tokens.confirm)).status).toBe(404);

    expect((await signUp(email, 'nl')).body).toEqual({data: {email, language: 'nl'}, meta: {}});
    expect(await subscription(email)).toMatchObject({state: 'pending', language: 'nl', confirmedAt: null, unsubscribedAt: null});
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe('Bevestig je inschrijving op de nieuwsbrief van Ronce & Rivière');
    const fresh = tokensOf(mails[0]);
    expect(fresh.confirm).not.toBe(tokens.confirm);
    expect((await follow('unsubscribe', tokens.unsubscribe)).status).toBe(404);
    expect((await follow('confirm', fresh.confirm)).body.data.status).toBe('confirmed');
  });

  it('answers 202 with the same body for a new, a pending and a confirmed address, and mails only when due', async () => {
    const answers = [];
    answers.push(await signUp('new@example.com'));
    expect(mailsTo('new@example.com')).toHaveLength(1);

    answers.push(await signUp('new@example.com'));
    expect(mailsTo('new@example.com')).toHaveLength(1);

    await follow('confirm', tokensOf(mailsTo('new@example.com')[0]).confirm);
    later(10);
    answers.push(await signUp('new@example.com'));
    expect(mailsTo('new@example.com')).toHaveLength(1);
    expect((await subscription('new@example.com')).state).toBe('confirmed');

    for (const answer of answers) expect(answer).toEqual({status: 202, body: {data: {email: 'new@example.com', language: 'en'}, meta: {}}});
  });

  it('mails a pending address again only after 5 minutes, with a new confirm token that replaces the old', async () => {
    const email = 'slow@example.com';
    await signUp(email);
    const first = tokensOf(mailsTo(email)[0]);
    later(4);
    await signUp(email);
    expect(mailsTo(email)).toHaveLength(1);
    later(1);
    await signUp(email, 'nl');
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toContain('Bevestig');
    const second = tokensOf(mails[0]);
    expect(second.confirm).not.toBe(first.confirm);
    expect((await follow('confirm', first.confirm)).status).toBe(404);
    expect((await follow('confirm', second.confirm)).body.data).toEqual({email, language: 'nl', status: 'confirmed'});
  });

  it('lets a confirm token expire 7 days after its mail if never used, but not an unsubscribe token', async () => {
    const email = 'late@example.com';
    await signUp(email);
    const tokens = tokensOf(mailsTo(email)[0]);
    later(7 * 24 * 60 + 1);
    const expired = await follow('confirm', tokens.confirm);
    expect(expired.status).toBe(404);
    expect(expired.body.error).toMatchObject({status: 404, name: 'NotFoundError'});
    expect((await subscription(email)).state).toBe('pending');
    expect((await follow('unsubscribe', tokens.unsubscribe)).status).toBe(200);
  });

  it('keeps a used confirm token answering after 7 days', async () => {
    const email = 'early@example.com';
    await signUp(email);
    const tokens = tokensOf(mailsTo(email)[0]);
    later(60);
    await follow('confirm', tokens.confirm);
    later(8 * 24 * 60);
    expect((await follow('confirm', tokens.confirm)).status).toBe(200);
  });

  it('compares addresses case-insensitively and keeps one subscription per address', async () => {
    const first = await signUp('Mixed.Case@Example.COM');
    expect(first.body.data.email).toBe('mixed.case@example.com');
    later(10);
    await signUp('mixed.case@example.com');
    await signUp('MIXED.CASE@EXAMPLE.COM');
    const {body} = await cms.json('/api/newsletter-subscriptions?filters[email][$containsi]=mixed.case', {token: INBOX_TOKEN});
    expect(body.data).toHaveLength(1);
    expect(body.data[0].email).toBe('mixed.case@example.com');
    expect(mailsTo('MIXED.case@example.com')).toHaveLength(2);
  });

  it('answers 404 NotFoundError for unknown tokens and 400 for a missing one', async () => {
    for (const action of ['confirm', 'unsubscribe'] as const) {
      const unknown = await follow(action, 'A'.repeat(43));
      expect(unknown).toEqual({status: 404, body: {data: null, error: {status: 404, name: 'NotFoundError', message: 'Not Found', details: {}}}});
      const missing = await cms.json(`/api/newsletter-subscriptions/${action}`, {method: 'POST', body: {data: {}}});
      expect(missing.status).toBe(400);
      expect(missing.body.error.details.errors[0]).toMatchObject({path: ['token'], name: 'ValidationError'});
      const extra = await cms.json(`/api/newsletter-subscriptions/${action}`, {method: 'POST', body: {data: {token: 'x', email: 'a@b.be'}}});
      expect(extra.body.error.message).toBe('Invalid key email');
    }
  });

  it('keeps only the SHA-256 of the tokens', async () => {
    const email = 'hashed@example.com';
    await signUp(email);
    const tokens = tokensOf(mailsTo(email)[0]);
    const row = cms.emulator.db.prepare('SELECT * FROM cms_newsletter_subscriptions WHERE email = ?').get(email) as Record<string, unknown>;
    const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
    expect(row.confirm_token_hash).toBe(sha256(tokens.confirm));
    expect(row.unsubscribe_token_hash).toBe(sha256(tokens.unsubscribe));
    expect(JSON.stringify(row)).not.toContain(tokens.confirm);
    expect(JSON.stringify(row)).not.toContain(tokens.unsubscribe);
  });
});

describe('newsletter sign-up validation', () => {
  it('refuses pages on a foreign origin (or not http) with 400 and mails nothing', async () => {
    for (const extra of [
      {confirmUrl: 'https://evil.example/newsletter/confirm'},
      {unsubscribeUrl: 'http://localhost:3001/newsletter/unsubscribe'},
      {confirmUrl: 'javascript:alert(1)'},
      {confirmUrl: '/newsletter/confirm'},
    ]) {
      const {status, body} = await signUp('foreign@example.com', 'en', extra);
      expect(status).toBe(400);
      expect(body.error.name).toBe('ValidationError');
      expect(body.error.details.errors.map((issue: {path: string[]}) => issue.path[0])).toEqual(Object.keys(extra));
    }
    expect(mailsTo('foreign@example.com')).toEqual([]);
    expect(await subscription('foreign@example.com')).toBeUndefined();
  });

  it('requires consent, a valid address and a content language, and refuses unknown keys', async () => {
    const {status, body} = await cms.json('/api/newsletter-subscriptions', {
      method: 'POST',
      body: {data: {email: 'x', consent: false, language: 'de', ...PAGES.en}},
    });
    expect(status).toBe(400);
    const byPath = Object.fromEntries(body.error.details.errors.map((issue: {path: string[]; message: string}) => [issue.path[0], issue.message]));
    expect(byPath).toEqual({
      email: 'email must be a valid email',
      consent: 'consent must be one of the following values: true',
      language: 'language must be one of the following values: en, fr, nl, ',
    });
    expect((await signUp('a@example.com', 'en', {status: 'confirmed'})).body.error.message).toBe('Invalid key status');
    expect((await signUp('a@example.com', 'en', {locale: 'en'})).body.error.message).toBe('Invalid key locale');
    const {language: _language, ...noLanguage} = {email: 'a@example.com', consent: true, language: 'en', ...PAGES.en};
    const missing = await cms.json('/api/newsletter-subscriptions', {method: 'POST', body: {data: noLanguage}});
    expect(missing.body.error.message).toBe('language must be defined.');
    expect(mailsTo('a@example.com')).toEqual([]);
  });
});

describe('a sign-up while the mail server is slow', () => {
  const hold = (held: boolean) => cms.call('/__faults/hold-mail', {method: 'PUT', token: null, body: {hold: held}});

  it('is answered before its mail is sent, for a new, a pending and a confirmed address alike', async () => {
    const pending = 'held-pending@example.com';
    const confirmed = 'held-confirmed@example.com';
    await signUp(pending);
    await signUp(confirmed);
    await vi.waitFor(() => expect(mailsTo(confirmed)).toHaveLength(1));
    expect((await follow('confirm', tokensOf(mailsTo(confirmed)[0]!).confirm)).status).toBe(200);
    later(10);

    expect((await hold(true)).status).toBe(204);
    for (const email of ['held-new@example.com', pending, confirmed]) {
      expect(await signUp(email)).toEqual({status: 202, body: {data: {email, language: 'en'}, meta: {}}});
    }
    expect(mailsTo('held-new@example.com')).toEqual([]);
    expect(mailsTo(pending)).toHaveLength(1);
    expect((await cms.json('/__faults/hold-mail', {token: null})).body).toEqual({held: true, waiting: 2});

    expect((await hold(false)).status).toBe(204);
    await vi.waitFor(() => expect(mailsTo('held-new@example.com')).toHaveLength(1));
    await vi.waitFor(() => expect(mailsTo(pending)).toHaveLength(2));
    expect(mailsTo(confirmed)).toHaveLength(1);
  });
});
