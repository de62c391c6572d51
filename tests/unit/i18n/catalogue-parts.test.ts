import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {catalogueParts, SERVER_ONLY_PARTS} from '~/i18n/catalogue-parts';
import {LOCALES} from '~/i18n/locales';
import {SCREEN_IDS, SCREEN_MODULES} from '~/i18n/route-table';
import {CATALOGUES, getPageCatalogueText, getPageMessages} from '~/i18n/messages.server';

const APP = resolve(import.meta.dirname, '../../../app');

// Where a screen-only part's texts may be used: the code of the screens that are sent it. A server-only part's
// texts may be used in server-only modules alone.
const PART_HOMES: Record<string, RegExp[]> = {
  account: [/^routes\/account\//, /^components\/account\//, /^lib\/customer\//],
  contact: [/^routes\/contact\.tsx$/, /^components\/contact\//, /^lib\/contact\//, /^lib\/forms\/contact-form-input\.ts$/],
  ...Object.fromEntries(SERVER_ONLY_PARTS.map((part) => [part, []])),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('the catalogue a page is sent', () => {
  it('leaves the account and contact texts out of other pages', () => {
    const home = getPageMessages('fr', 'home');
    expect(home).not.toHaveProperty('account');
    expect(home).not.toHaveProperty('contact');
    expect(home.calendar).toEqual(CATALOGUES.fr.calendar);
    expect(getPageMessages('fr', null)).not.toHaveProperty('account');
  });

  it('gives account screens the account texts and the contact screen its own', () => {
    expect(catalogueParts('login')).toEqual(['account']);
    expect(catalogueParts('orders')).toEqual(['account']);
    expect(getPageMessages('nl', 'reset').account).toEqual(CATALOGUES.nl.account);
    expect(getPageMessages('en', 'contact').contact).toEqual(CATALOGUES.en.contact);
    expect(getPageMessages('en', 'contact')).not.toHaveProperty('account');
  });

  it('gives the account texts to exactly the screens whose modules are the account routes', () => {
    for (const screen of SCREEN_IDS) {
      expect(catalogueParts(screen).includes('account'), screen).toBe(SCREEN_MODULES[screen].startsWith('account/'));
    }
  });

  it('is missing nothing else', () => {
    const {account: _account, contact: _contact, seo: _seo, ...shared} = CATALOGUES.nl;
    expect(getPageMessages('nl', 'product')).toEqual(shared);
  });

  it('leaves the server-only texts out of every page, in every language', () => {
    for (const locale of LOCALES) {
      for (const screen of [...SCREEN_IDS, null]) {
        const sent = JSON.parse(getPageCatalogueText(locale, screen));
        for (const part of SERVER_ONLY_PARTS) expect(sent, `${locale} ${screen}`).not.toHaveProperty(part);
      }
      // Its texts are not smuggled in under another name either.
      const text = getPageCatalogueText(locale, 'calendar');
      for (const description of Object.values(CATALOGUES[locale].seo.description)) {
        expect(text.includes(JSON.stringify(description).slice(1, -1)), description).toBe(false);
      }
    }
  });

  it('has no screen-only or server-only text used outside where it may be', () => {
    const strays: string[] = [];
    for (const file of sourceFiles(APP)) {
      const path = relative(APP, file);
      // Server-only modules never run in the browser: they translate with the server's whole catalogues.
      if (path.endsWith('.server.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const [part, homes] of Object.entries(PART_HOMES)) {
        if (homes.some((home) => home.test(path))) continue;
        if (new RegExp(`[\`'"]${part}\\.[A-Za-z$]|messages\\.${part}\\b`).test(text)) strays.push(`${path}: ${part}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
