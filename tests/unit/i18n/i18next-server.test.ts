import {describe, expect, it} from 'vitest';
import {serverI18n} from '~/i18n/i18next.server';

describe('the server translation', () => {
  it('answers each request in its own language from one instance', () => {
    const fr = serverI18n('fr');
    const nl = serverI18n('nl');
    const en = serverI18n('en');
    expect(fr.t('calendar.archiveHeading', {year: 2024})).not.toBe(en.t('calendar.archiveHeading', {year: 2024}));
    expect(en.t('calendar.archiveHeading', {year: 2024})).toBe('Past dates in 2024');
    expect(fr.language).toBe('fr');
    expect(nl.t('error.serverTitle')).toBe(serverI18n('nl').t('error.serverTitle'));
    expect(en.t('error.serverTitle')).toBe('Internal Server Error');
  });

  it('renders the whole catalogue, screen-only texts included', () => {
    expect(serverI18n('en').t('account.errors.throttled', {seconds: 30})).toBe(
      'Too many attempts to sign in. Please wait 30 seconds and try again.',
    );
  });

  it('puts a visitor’s text in as it is, replacement patterns and placeholders included', () => {
    const {t} = serverI18n('en');
    expect(t('search.pageTitle', {term: '$& {{term}} <b>'})).toBe('Search: $& {{term}} <b>');
    expect(t('search.pageTitle', {term: '$(x) $t(search.pageTitle)'})).toBe('Search: $(x) $t(search.pageTitle)');
  });

  it('returns the key of a text no catalogue has', () => {
    expect(serverI18n('fr').t('nope.missing')).toBe('nope.missing');
  });
});

describe('the server translation asked again', () => {
  it('answers each count, value and type with its own text', () => {
    const {t} = serverI18n('en');
    for (let pass = 0; pass < 2; pass++) {
      expect(t('layout.cartCount', {count: 1})).toBe('Cart, 1 item');
      expect(t('layout.cartCount', {count: 2})).not.toBe(t('layout.cartCount', {count: 1}));
      expect(t('search.pageTitle', {term: '1'})).toBe('Search: 1');
      expect(t('search.pageTitle', {term: 'true'})).toBe('Search: true');
      expect(t('search.pageTitle', {term: true})).toBe('Search: true');
      expect(serverI18n('fr').t('layout.cartCount', {count: 1})).not.toBe(t('layout.cartCount', {count: 1}));
    }
  });

  it('answers a count asked again after thousands of others', {timeout: 60_000}, () => {
    const {t} = serverI18n('en');
    const first = t('layout.cartCount', {count: 3});
    for (let count = 10; count < 6000; count++) t('layout.cartCount', {count});
    expect(t('layout.cartCount', {count: 3})).toBe(first);
    expect(t('layout.cartCount', {count: 5999})).toContain('5999');
  });
});
