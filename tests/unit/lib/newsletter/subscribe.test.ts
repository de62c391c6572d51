import {describe, expect, it, vi} from 'vitest';
import {CmsError, UnknownError} from '~/lib/cms/errors';
import {subscribeToNewsletter} from '~/lib/newsletter/subscribe.server';

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe('subscribeToNewsletter', () => {
  it('stores the address, the consent and the language', async () => {
    const cms = {create: vi.fn(async () => ({}))};
    const outcome = await subscribeToNewsletter(form({email: 'fan@example.be', consent: 'yes'}), {cms, locale: 'fr'});
    expect(outcome).toMatchObject({status: 'subscribed', toast: {type: 'success', message: 'newsletter.subscribed'}});
    expect(cms.create).toHaveBeenCalledWith('newsletter-subscriptions', {
      email: 'fan@example.be',
      consent: true,
      locale: 'fr',
    });
  });

  it('answers a Strapi "must be unique" refusal like a new subscription', async () => {
    const unique = new CmsError({
      status: 400,
      name: 'ValidationError',
      message: 'This attribute must be unique',
      details: {errors: [{path: ['email'], message: 'This attribute must be unique'}]},
    });
    const cms = {create: vi.fn(async () => Promise.reject(unique))};
    const outcome = await subscribeToNewsletter(form({email: 'fan@example.be', consent: 'yes'}), {cms, locale: 'en'});
    expect(outcome.status).toBe('subscribed');
  });

  it('refuses a missing consent without asking the CMS', async () => {
    const cms = {create: vi.fn()};
    const outcome = await subscribeToNewsletter(form({email: 'fan@example.be'}), {cms, locale: 'en'});
    expect(outcome).toEqual({
      status: 'invalid',
      errors: {consent: 'newsletter.errors.consentRequired'},
      values: {email: 'fan@example.be', consent: false},
    });
    expect(cms.create).not.toHaveBeenCalled();
  });

  it('reports a CMS outage, keeping the address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cms = {create: vi.fn(async () => Promise.reject(new UnknownError('fetch failed')))};
    const outcome = await subscribeToNewsletter(form({email: 'fan@example.be', consent: 'yes'}), {cms, locale: 'nl'});
    expect(outcome).toMatchObject({status: 'failed', values: {email: 'fan@example.be', consent: true}});
  });
});
