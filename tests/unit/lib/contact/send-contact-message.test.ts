import {describe, expect, it, vi} from 'vitest';
import {UnknownError} from '~/lib/cms/errors';
import {sendContactMessage, CONTACT_FORM} from '~/lib/contact/send-contact-message.server';
import {issueFillTimeToken} from '~/lib/forms/fill-time-token.server';

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
    expect(cms.create).toHaveBeenCalledWith('contact-messages', {
      name: 'Anna',
      email: 'anna@example.be',
      message: 'Hallo!',
      language: 'nl',
    });
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
