import {describe, expect, it} from 'vitest';
import {CONTACT_LIMITS as CMS_CONTACT_LIMITS} from '~/lib/cms/form-inputs';
import {CONTACT_LIMITS, readContactValues, validateContact, type ContactErrors} from '~/lib/forms/contact-form-input';
import {createI18n} from '~/i18n/i18n';
import {CATALOGUES} from '~/i18n/messages.server';
import {LOCALES, type Locale} from '~/i18n/locales';

const valid = {name: 'Anna Peeters', email: 'anna@example.be', message: 'Are you free on 12 June?'};

function errorsOf(values: Partial<typeof valid>): ContactErrors {
  const result = validateContact({...valid, ...values});
  return result.success ? {} : result.errors;
}

function render(locale: Locale, errors: ContactErrors): Record<string, string> {
  const i18n = createI18n(locale, CATALOGUES[locale]);
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, i18n.t(key, {max: CONTACT_LIMITS[field as keyof ContactErrors]})]),
  );
}

const EMPTY = {name: '', email: '', message: ''};

describe('contact form rules', () => {
  it('accepts a complete message, trimmed', () => {
    expect(validateContact({name: '  Anna ', email: ' anna@example.be ', message: ' Hi \n'})).toEqual({
      success: true,
      data: {name: 'Anna', email: 'anna@example.be', message: 'Hi'},
    });
  });

  it('answers an empty form with the catalogue messages, in English word for word', () => {
    expect(render('en', errorsOf(EMPTY))).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please enter a message.',
    });
    expect(render('en', errorsOf({email: 'anna@'}))).toEqual({email: 'This is an invalid email address.'});
  });

  it('answers in French and Dutch', () => {
    expect(render('fr', errorsOf(EMPTY))).toEqual({
      name: 'Veuillez saisir votre nom.',
      email: 'Veuillez saisir votre adresse e-mail.',
      message: 'Veuillez saisir un message.',
    });
    expect(render('fr', errorsOf({email: 'anna@'}))).toEqual({email: 'Cette adresse e-mail n’est pas valide.'});
    expect(render('nl', errorsOf(EMPTY))).toEqual({
      name: 'Vul je naam in.',
      email: 'Vul je e-mailadres in.',
      message: 'Vul een bericht in.',
    });
    expect(render('nl', errorsOf({email: 'anna@'}))).toEqual({email: 'Dit is geen geldig e-mailadres.'});
  });

  it('counts only spaces as empty', () => {
    expect(Object.keys(errorsOf({name: '   ', message: '\n\t'}))).toEqual(['name', 'message']);
  });

  it.each(['plainaddress', 'anna@', '@example.be', 'anna@example', 'an na@example.be'])('refuses %s', (email) => {
    expect(errorsOf({email})).toEqual({email: 'contact.errors.emailInvalid'});
  });

  it('holds each field to its length limit, with the limit in the message', () => {
    const errors = errorsOf({
      name: 'n'.repeat(CONTACT_LIMITS.name + 1),
      email: `${'e'.repeat(CONTACT_LIMITS.email)}@example.be`,
      message: 'm'.repeat(CONTACT_LIMITS.message + 1),
    });
    expect(render('en', errors)).toEqual({
      name: 'Your name can be at most 100 characters long.',
      email: 'Your email address can be at most 254 characters long.',
      message: 'Your message can be at most 5000 characters long.',
    });
    expect(render('nl', errors).message).toBe('Je bericht mag hoogstens 5000 tekens lang zijn.');
    expect(errorsOf({name: 'n'.repeat(CONTACT_LIMITS.name), message: 'm'.repeat(CONTACT_LIMITS.message)})).toEqual({});
  });

  it('renders every message in every language without a missing key', () => {
    const keys = new Set([...Object.values(errorsOf(EMPTY)), 'contact.errors.emailInvalid', 'contact.errors.nameTooLong']);
    for (const locale of LOCALES) {
      const i18n = createI18n(locale, CATALOGUES[locale]);
      for (const key of keys) expect(i18n.t(key, {max: 1}), `${locale} ${key}`).not.toBe(key);
    }
  });

  it('reads a posted form, a file or a missing field as empty', () => {
    const form = new FormData();
    form.set('name', 'Anna');
    form.set('message', new Blob(['x']));
    expect(readContactValues(form)).toEqual({name: 'Anna', email: '', message: ''});
  });

  it('keeps the limits the CMS enforces', () => {
    expect(CONTACT_LIMITS).toEqual(CMS_CONTACT_LIMITS);
  });
});
