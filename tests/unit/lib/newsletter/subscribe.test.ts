import {describe, expect, it, vi} from 'vitest';
import {UnknownError} from '~/lib/cms/errors';
import {subscribeToNewsletter} from '~/lib/newsletter/subscribe.server';

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

const ORIGIN = 'https://duo.example';

describe('subscribeToNewsletter', () => {
  it('asks for a confirmation mail in the page’s language, linking to that language’s pages', async () => {
    const cms = {create: vi.fn(async () => ({}))};
    const outcome = await subscribeToNewsletter(form({email: 'fan@example.be', consent: 'yes'}), {
      cms,
      locale: 'fr',
      siteOrigin: ORIGIN,
    });
    expect(outcome).toMatchObject({status: 'subscribed', toast: {type: 'success', message: 'newsletter.subscribed'}});
    expect(cms.create).toHaveBeenCalledWith('newsletter-subscriptions', {
      email: 'fan@example.be',
      consent: true,
      language: 'fr',
      confirmUrl: 'https://duo.example/fr/newsletter/confirmer',
      unsubscribeUrl: 'https://duo.example/fr/newsletter/desinscription',
    });
  });

  it('refuses a missing consent without asking the CMS', async () => {
    const cms = {create: vi.fn()};
    const outcome = await subscribeToNewsletter(form({email: 'fan@example.be'}), {cms, locale: 'en', siteOrigin: ORIGIN});
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
    const outcome = await subscribeToNewsletter(form({email: 'fan@example.be', consent: 'yes'}), {
      cms,
      locale: 'nl',
      siteOrigin: ORIGIN,
    });
    expect(outcome).toMatchObject({status: 'failed', values: {email: 'fan@example.be', consent: true}});
  });
  it('refuses a client over its limit without asking the CMS, keeping the address; counts the rest', async () => {
    const cms = {create: vi.fn(async () => ({}))};
    const gate = {waitSeconds: vi.fn(async () => 0), count: vi.fn(async () => {})};
    const entries = {email: 'fan@example.be', consent: 'yes'};
    await subscribeToNewsletter(form(entries), {cms, locale: 'en', siteOrigin: ORIGIN, gate});
    expect(gate.count).toHaveBeenCalledOnce();
    gate.waitSeconds.mockResolvedValue(900);
    const outcome = await subscribeToNewsletter(form(entries), {cms, locale: 'nl', siteOrigin: ORIGIN, gate});
    expect(outcome).toMatchObject({
      status: 'throttled',
      values: {email: 'fan@example.be', consent: true},
      toast: {type: 'error', message: 'newsletter.throttled'},
    });
    expect(cms.create).toHaveBeenCalledOnce();
  });
});
