import {describe, expect, it} from 'vitest';
import {CATALOGUES} from '~/i18n/messages.server';
import {LOCALES, type Locale} from '~/i18n/locales';
import {SCREEN_IDS} from '~/i18n/route-table';
import {createI18n} from '~/i18n/i18n';
import {serverI18n} from '~/i18n/i18next.server';

type Tree = {[key: string]: string | Tree};

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(CATALOGUES[locale])]));

describe('message catalogues', () => {
  it.each(['fr', 'nl'] as const)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(flat[locale]).sort()).toEqual(Object.keys(flat.en).sort());
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    const empty = Object.entries(flat[locale]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LOCALES)('%s keeps every interpolation of the English text', (locale) => {
    for (const [key, english] of Object.entries(flat.en)) {
      const variables = english.match(/{{\s*\w+\s*}}/g) ?? [];
      for (const variable of variables) expect(flat[locale][key], key).toContain(variable);
    }
  });

  it('names every screen of the route table', () => {
    for (const screen of SCREEN_IDS) expect(flat.en[`screen.${screen}`], screen).toBeTruthy();
  });

  const engines = {
    'the server (i18next)': serverI18n,
    'the browser': (locale: Locale) => createI18n(locale, CATALOGUES[locale]),
  };
  for (const [where, engine] of Object.entries(engines)) {
    it(`renders plurals and interpolation in ${where}`, () => {
      const nl = engine('nl');
      expect(nl.t('layout.cartCount', {count: 1})).toBe('Winkelmandje, 1 artikel');
      expect(nl.t('layout.cartCount', {count: 3})).toBe('Winkelmandje, 3 artikelen');
      const en = engine('en');
      expect(en.t('error.notFoundMessage', {path: '/nope'})).toBe('Page Not Found: /nope');
      expect(en.t('error.notFoundTitle')).toBe('Page Not Found');
      expect(en.t('error.serverTitle')).toBe('Internal Server Error');
    });
  }
});
