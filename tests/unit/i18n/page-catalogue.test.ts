import {describe, expect, it} from 'vitest';
import {getPageCatalogueText, getPageMessages} from '~/i18n/messages.server';
import {readPageCatalogue, rootCatalogue} from '~/i18n/page-catalogue';

// A copy with the same content, as a revalidation of the root data brings it.
const copyOf = (text: string) => ` ${text}`.slice(1);

describe('the catalogue in the root data', () => {
  it('reads back as the page catalogue, screen-only parts included', () => {
    for (const [locale, screen] of [['en', 'home'], ['fr', 'login'], ['nl', 'contact'], ['fr', null]] as const) {
      expect(readPageCatalogue(getPageCatalogueText(locale, screen))).toEqual(getPageMessages(locale, screen));
    }
  });

  it('is one text per language and set of parts', () => {
    expect(getPageCatalogueText('fr', 'product')).toBe(getPageCatalogueText('fr', 'calendar'));
    expect(getPageCatalogueText('fr', 'product')).not.toBe(getPageCatalogueText('nl', 'product'));
    expect(getPageCatalogueText('fr', 'orders')).not.toBe(getPageCatalogueText('fr', 'product'));
  });

  it('gives the same catalogue for the same text, so the translation built from it is kept', () => {
    const text = getPageCatalogueText('nl', 'product');
    expect(readPageCatalogue(copyOf(text))).toBe(readPageCatalogue(text));
  });
});

describe("a route's meta reading the root's catalogue", () => {
  it('finds it in the root match, whatever else matched', () => {
    const text = getPageCatalogueText('nl', null);
    const matches = [{id: 'root', data: {messages: text, locale: 'nl'}}, {id: 'newsletter.nl', data: undefined}];
    expect(rootCatalogue(matches)).toEqual(getPageMessages('nl', null));
    expect(rootCatalogue(matches)?.newsletter.title).toBe(getPageMessages('nl', null).newsletter.title);
  });

  it('has none when the root has no data, as on an error page', () => {
    expect(rootCatalogue([{id: 'root', data: undefined}, {id: 'newsletter.fr'}])).toBeUndefined();
    expect(rootCatalogue([undefined])).toBeUndefined();
  });
});
