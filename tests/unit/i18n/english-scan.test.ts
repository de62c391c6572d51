import {describe, expect, it} from 'vitest';
import {englishDictionary, findEnglish, siteEnglishDictionary, type ContentSet} from '../../fixtures/english-scan';

const catalogues = {
  en: {nav: {home: 'Home', contact: 'Contact'}, cart: {count: '{{count}} items in your cart'}},
  fr: {nav: {home: 'Accueil', contact: 'Contact'}, cart: {count: '{{count}} articles dans votre panier'}},
  nl: {nav: {home: 'Home', contact: 'Contact'}, cart: {count: '{{count}} artikelen in je winkelmandje'}},
};
const upload = (alternativeText: string) => ({name: 'duo.jpg', url: '/uploads/duo.jpg', alternativeText});
const entry = (locale: string, title: string, extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'duo',
  locale,
  title,
  venue: 'Centre culturel Les Chiroux',
  body: [{type: 'paragraph', children: [{type: 'text', text: title === 'The duo' ? 'We play for dancers.' : '…'}]}],
  image: upload('Lise and Wout on stage'),
  ...extra,
});
const workshops: ContentSet = {
  en: [entry('en', 'The duo', {imageAlt: 'Lise and Wout on stage'})],
  fr: [entry('fr', 'Le duo', {imageAlt: 'Lise et Wout sur scène'})],
  nl: [],
};
const french = englishDictionary('fr', catalogues, [workshops]);
const dutch = englishDictionary('nl', catalogues, [workshops]);
const at = (text: string, lang = 'fr', where = 'text in <p>') => ({where, text, lang});

describe('the English scanner', () => {
  it('finds an English alt text on a French page', () => {
    const findings = findEnglish([at('Lise and Wout on stage', 'fr', 'alt of <img>')], french);
    expect(findings).toEqual([
      {where: 'alt of <img>', text: 'Lise and Wout on stage', lang: 'fr', english: 'Lise and Wout on stage'},
    ]);
  });

  it('finds catalogue values, filled templates and English sentences inside longer texts', () => {
    const texts = [at('Home'), at('3 items in your cart'), at('Bienvenue. We play for dancers. Merci !')];
    expect(findEnglish(texts, french).map(({english}) => english)).toEqual([
      'Home',
      '{{count}} items in your cart',
      'We play for dancers.',
    ]);
  });

  it('finds a title part of the document title', () => {
    expect(findEnglish([at('The duo | Ronce & Rivière', 'fr', '<title>')], french)).toHaveLength(1);
  });

  it('leaves the page’s own language, shared words and names alone', () => {
    const texts = [at('Accueil'), at('Contact'), at('Le duo'), at('Lise et Wout sur scène'), at('Centre culturel Les Chiroux')];
    expect(findEnglish(texts, french)).toEqual([]);
    // Dutch says "Home" too.
    expect(findEnglish([at('Home', 'nl')], dutch)).toEqual([]);
  });

  it('allows English that the page marks as English', () => {
    expect(findEnglish([at('The duo', 'en'), at('Lise and Wout on stage', 'en', 'alt of <img>')], dutch)).toEqual([]);
    expect(findEnglish([at('The duo', 'nl')], dutch)).toHaveLength(1);
  });

  it('allows an English title inside the page language’s words for a fallback, and only there', () => {
    const withMark = {...catalogues, nl: {...catalogues.nl, fallback: {title: '{{title}} (in het Engels)'}}};
    const dictionary = englishDictionary('nl', withMark, [workshops], ['fallback.title']);
    expect(findEnglish([at('The duo (in het Engels) | Ronce & Rivière', 'nl', '<title>')], dictionary)).toEqual([]);
    expect(findEnglish([at('The duo | Ronce & Rivière', 'nl', '<title>')], dictionary)).toHaveLength(1);
    expect(findEnglish([at('The duo (in het Engels) | We play for dancers.', 'nl', '<title>')], dictionary)).toHaveLength(1);
  });

  it('counts the media library’s text as English even when every language repeats it', () => {
    const shared: ContentSet = {
      en: [entry('en', 'The duo')],
      fr: [entry('fr', 'Le duo')],
      nl: [entry('nl', 'Het duo')],
    };
    const dictionary = englishDictionary('nl', catalogues, [shared]);
    expect(findEnglish([at('Lise and Wout on stage', 'nl', 'alt of <img>')], dictionary)).toHaveLength(1);
  });

  it('knows the site’s own English', () => {
    const dictionary = siteEnglishDictionary('fr');
    expect(dictionary.exact.size).toBeGreaterThan(100);
    expect(findEnglish([at('Arranging for two')], dictionary)).toHaveLength(1);
  });
});
