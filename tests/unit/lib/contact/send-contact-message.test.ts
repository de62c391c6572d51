import {describe, expect, it, vi} from 'vitest';
import {CmsError, UnknownError} from '~/lib/cms/errors';
import {sendContactMessage, CONTACT_FORM} from '~/lib/contact/send-contact-message.server';
import {FILL_TOKEN_LIFETIME_MS, issueFillTimeToken} from '~/lib/forms/fill-time-token.server';

const SECRET = 'test-secret';
const T0 = 1_780_000_000_000;

async function post(fields: Record<string, string>, {openedAt = T0, sentAt = T0 + 5000} = {}) {
  const form = new FormData();
  form.set('startedAt', await issueFillTimeToken(CONTACT_FORM, SECRET, openedAt));
  form.set('website', '');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return {form, now: sentAt};
}

const message = {name: ' Anna ', email: 'anna@example.be', message: 'Hallo!'};

function fakeCms(create = vi.fn(async () => ({}))) {
  return {create};
}

describe('sendContactMessage', () => {
  it('stores a valid message with its language, and nothing else', async () => {
    const cms = fakeCms();
    const {form, now} = await post(message);
    const outcome = await sendContactMessage(form, {cms, locale: 'nl', secret: SECRET, now});
    expect(outcome).toMatchObject({status: 'sent', toast: {type: 'success', message: 'contact.sent'}});
    expect(cms.create).toHaveBeenCalledWith(
      'contact-messages',
      {name: 'Anna', email: 'anna@example.be', message: 'Hallo!', language: 'nl'},
      undefined,
      {idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)},
    );
  });

  it('keys the write by the form’s token: the same form posted twice carries one key, another form another', async () => {
    const cms = fakeCms();
    const first = await post(message);
    await sendContactMessage(first.form, {cms, locale: 'en', secret: SECRET, now: first.now});
    await sendContactMessage(first.form, {cms, locale: 'en', secret: SECRET, now: first.now + 1000});
    const other = await post(message, {openedAt: T0 + 1});
    await sendContactMessage(other.form, {cms, locale: 'en', secret: SECRET, now: other.now});
    const keys = cms.create.mock.calls.map((call) => (call as unknown[])[3]);
    expect(keys[1]).toEqual(keys[0]);
    expect(keys[2]).not.toEqual(keys[0]);
  });

  it('answers a token older than its lifetime as expired, keeping what was typed and storing nothing', async () => {
    const cms = fakeCms();
    const {form, now} = await post(message, {sentAt: T0 + FILL_TOKEN_LIFETIME_MS + 1});
    const outcome = await sendContactMessage(form, {cms, locale: 'en', secret: SECRET, now});
    expect(outcome).toMatchObject({status: 'expired', values: message, toast: {type: 'error', message: 'contact.expired'}});
    expect(cms.create).not.toHaveBeenCalled();
    const inTime = await post(message, {sentAt: T0 + FILL_TOKEN_LIFETIME_MS - 1});
    expect((await sendContactMessage(inTime.form, {cms, locale: 'en', secret: SECRET, now: inTime.now})).status).toBe('sent');
  });

  it('answers a used token sent with another message as already sent, keeping what was typed', async () => {
    const reused = new CmsError({status: 422, name: 'IdempotencyKeyReusedError', message: 'used', details: {}});
    const cms = fakeCms(vi.fn(async () => Promise.reject(reused)));
    const {form, now} = await post(message);
    const outcome = await sendContactMessage(form, {cms, locale: 'en', secret: SECRET, now});
    expect(outcome).toMatchObject({status: 'replayed', values: message, toast: {type: 'error', message: 'contact.alreadySent'}});
  });

  it('refuses a client over its limit before the CMS, and counts every accepted post', async () => {
    const cms = fakeCms();
    const gate = {waitSeconds: vi.fn(async () => 0), count: vi.fn(async () => {})};
    const {form, now} = await post(message);
    await sendContactMessage(form, {cms, locale: 'en', secret: SECRET, now, gate});
    expect(gate.count).toHaveBeenCalledOnce();
    gate.waitSeconds.mockResolvedValue(600);
    const outcome = await sendContactMessage(form, {cms, locale: 'en', secret: SECRET, now, gate});
    expect(outcome).toMatchObject({status: 'throttled', values: message, toast: {type: 'error', message: 'contact.throttled'}});
    expect(cms.create).toHaveBeenCalledOnce();
  });

  it('answers invalid input with keys and the values typed, and stores nothing', async () => {
    const cms = fakeCms();
    const {form, now} = await post({name: '', email: 'anna@', message: 'Hallo'});
    const outcome = await sendContactMessage(form, {cms, locale: 'en', secret: SECRET, now});
    expect(outcome).toEqual({
      status: 'invalid',
      errors: {name: 'contact.errors.nameRequired', email: 'contact.errors.emailInvalid'},
      values: {name: '', email: 'anna@', message: 'Hallo'},
    });
    expect(cms.create).not.toHaveBeenCalled();
  });

  it.each([
    ['the honeypot is filled in', {website: 'http://spam.example'}, {}],
    ['it is sent faster than a person types', {}, {sentAt: T0 + 1200}],
  ])('drops the message silently when %s', async (_, extra, times) => {
    const cms = fakeCms();
    const {form, now} = await post({...message, ...extra}, times);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const outcome = await sendContactMessage(form, {cms, locale: 'en', secret: SECRET, now});
    expect(outcome.status).toBe('sent');
    expect(cms.create).not.toHaveBeenCalled();
  });

  it('drops a message whose fill-time token is missing or forged', async () => {
    const cms = fakeCms();
    const {form, now} = await post(message);
    form.set('startedAt', `${T0 - 60_000}.forged`);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect((await sendContactMessage(form, {cms, locale: 'en', secret: SECRET, now})).status).toBe('sent');
    form.delete('startedAt');
    expect((await sendContactMessage(form, {cms, locale: 'en', secret: SECRET, now})).status).toBe('sent');
    expect(cms.create).not.toHaveBeenCalled();
  });

  it('takes the minimum fill time as a setting', async () => {
    const cms = fakeCms();
    const {form} = await post(message);
    await sendContactMessage(form, {cms, locale: 'en', secret: SECRET, now: T0 + 500, minFillMs: 0});
    expect(cms.create).toHaveBeenCalledOnce();
  });

  it('keeps what was typed and answers with the failure toast when the CMS fails', async () => {
    const cms = fakeCms(vi.fn(async () => Promise.reject(new UnknownError('fetch failed'))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const {form, now} = await post(message);
    const outcome = await sendContactMessage(form, {cms, locale: 'fr', secret: SECRET, now});
    expect(outcome).toMatchObject({
      status: 'failed',
      values: message,
      toast: {type: 'error', message: 'contact.failed'},
    });
  });
});
