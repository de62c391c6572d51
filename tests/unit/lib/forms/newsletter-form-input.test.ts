import {describe, expect, it} from 'vitest';
import {readNewsletterValues, validateNewsletter} from '~/lib/forms/newsletter-form-input';
import {createI18n} from '~/i18n/i18n';
import {CATALOGUES} from '~/i18n/messages.server';

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe('newsletter form rules', () => {
  it('accepts an address with consent', () => {
    expect(validateNewsletter(readNewsletterValues(form({email: ' fan@example.be ', consent: 'yes'})))).toEqual({
      success: true,
      data: {email: 'fan@example.be', consent: true},
    });
  });

  it('asks for the address and the consent', () => {
    const result = validateNewsletter(readNewsletterValues(form({})));
    expect(result).toEqual({
      success: false,
      errors: {email: 'newsletter.errors.emailRequired', consent: 'newsletter.errors.consentRequired'},
    });
  });

  it('refuses an invalid address, in each language', () => {
    const result = validateNewsletter({email: 'fan@', consent: true});
    expect(result.success).toBe(false);
    const key = result.success ? '' : result.errors.email!;
    expect(createI18n('en', CATALOGUES.en).t(key)).toBe('This is an invalid email address.');
    expect(createI18n('fr', CATALOGUES.fr).t(key)).toBe('Cette adresse e-mail n’est pas valide.');
    expect(createI18n('nl', CATALOGUES.nl).t(key)).toBe('Dit is geen geldig e-mailadres.');
  });

  it('takes only the checkbox value as consent', () => {
    expect(readNewsletterValues(form({email: 'a@b.be', consent: 'on'})).consent).toBe(false);
  });
});
