// The browser translates with a small engine of its own; i18next, whose format the catalogues keep and
// which translates on the server, is the reference it must agree with on every key of every catalogue.
import {describe, expect, it} from 'vitest';
import {createI18n, type Messages} from '~/i18n/i18n';
import {serverI18n} from '~/i18n/i18next.server';
import {LOCALES} from '~/i18n/locales';
import {CATALOGUES} from '~/i18n/messages.server';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leafKeys(node: Messages, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

// The server's own instance: the texts it renders are the ones the browser must hydrate with.
const reference = serverI18n;

describe('the translation engine', () => {
  for (const locale of LOCALES) {
    it(`renders every ${locale} key as the server's i18next does`, () => {
      const ours = createI18n(locale, CATALOGUES[locale] as Messages);
      const theirs = reference(locale);
      const keys = [...new Set(leafKeys(CATALOGUES[locale] as Messages).map((key) => key.replace(PLURAL_SUFFIX, '')))];
      expect(keys.length).toBeGreaterThan(300);
      const names = [...JSON.stringify(CATALOGUES[locale]).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}&>`]));
      let compared = 0;
      for (const key of keys) {
        for (const options of [undefined, values, ...[0, 1, 2, 5, 21].map((count) => ({...values, count}))]) {
          expect(ours.t(key, options), `${locale} ${key} ${JSON.stringify(options)}`).toBe(theirs.t(key, options));
          compared++;
        }
      }
      expect(compared).toBe(keys.length * 7);
    });
  }

  it('returns the key of a text the catalogue lacks, as i18next does', () => {
    expect(createI18n('fr', CATALOGUES.fr as Messages).t('nope.missing')).toBe(reference('fr').t('nope.missing'));
    expect(createI18n('fr', CATALOGUES.fr as Messages).t('layout')).toBe('layout');
  });

  it('leaves a placeholder without a value as it is, as i18next does', () => {
    const ours = createI18n('en', CATALOGUES.en as Messages).t('error.notFoundMessage', {});
    expect(ours).toBe('Page Not Found: {{path}}');
    expect(ours).toBe(reference('en').t('error.notFoundMessage', {}));
  });
});
