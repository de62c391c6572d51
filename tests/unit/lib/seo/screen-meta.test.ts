import {describe, expect, it} from 'vitest';
import type {MetaDescriptor} from 'react-router';
import {LOCALES, type Locale} from '~/i18n/locales';
import {getMessages} from '~/i18n/messages.server';
import {SCREEN_IDS, routeId, type Screen} from '~/i18n/route-table';
import {DESCRIPTION_LENGTH} from '~/lib/cms/blocks-text';
import {screenDescription, screenMeta} from '~/lib/seo/screen-meta';
import {BreadcrumbListShape} from '../../../fixtures/schema-org';

const ORIGIN = 'https://duo.test';
const PARAMS = {handle: 'all', id: '1001', token: 'token'};

type Meta = ReturnType<typeof screenMeta>;

function run(meta: Meta, screen: Screen, locale: Locale, data?: unknown): MetaDescriptor[] {
  const args = {
    matches: [
      {id: 'root', data: {messages: getMessages(locale), origin: ORIGIN}},
      {id: routeId(screen, locale), data},
    ],
    params: PARAMS,
    data,
    error: undefined,
  } as unknown as Parameters<Meta>[0];
  return meta(args) ?? [];
}

const description = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => 'name' in tag && tag.name === 'description') as {content: string} | undefined)?.content;

const jsonLd = (tags: MetaDescriptor[]) =>
  tags.filter((tag) => 'script:ld+json' in tag).map((tag) => (tag as {'script:ld+json': {'@type': string}})['script:ld+json']);

describe('screen descriptions', () => {
  it.each(LOCALES)('every screen has its own in %s, none the home page’s', (locale) => {
    const messages = getMessages(locale);
    const home = screenDescription(messages, 'home');
    for (const screen of SCREEN_IDS) {
      const text = screenDescription(messages, screen);
      expect(text.trim(), screen).not.toBe('');
      expect(text.length, screen).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
      if (screen !== 'home') expect(text, screen).not.toBe(home);
    }
  });

  it.each(['fr', 'nl'] as const)('%s descriptions are translations, not the English ones', (locale) => {
    for (const screen of SCREEN_IDS) {
      expect(screenDescription(getMessages(locale), screen), screen).not.toBe(
        screenDescription(getMessages('en'), screen),
      );
    }
  });

  it('the same text serves search engines and link previews', () => {
    const tags = run(screenMeta(), 'photos', 'nl');
    const text = screenDescription(getMessages('nl'), 'photos');
    expect(description(tags)).toBe(text);
    expect(tags).toContainEqual({property: 'og:description', content: text});
    expect(tags).toContainEqual({property: 'twitter:description', content: text});
  });

  it("uses the page's own description, clipped, and the screen's when that is empty", () => {
    const meta = screenMeta<{text: string}>({description: (data) => data.text});
    const long = 'Een workshop '.repeat(30);
    expect(description(run(meta, 'workshop', 'nl', {text: long}))?.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(description(run(meta, 'workshop', 'nl', {text: long}))).toMatch(/^Een workshop Een .*…$/);
    expect(description(run(meta, 'workshop', 'nl', {text: ''}))).toBe(screenDescription(getMessages('nl'), 'workshop'));
  });
});

describe('breadcrumbs', () => {
  it("trails a product in the page's language: home, shop, the product", () => {
    const meta = screenMeta<{title: string}>({title: (data) => data.title});
    const [list] = jsonLd(run(meta, 'product', 'fr', {title: 'Carnet de bal'}));
    expect(BreadcrumbListShape.safeParse(list).error).toBeUndefined();
    expect(list).toMatchObject({
      itemListElement: [
        {position: 1, name: 'Accueil', item: 'https://duo.test/fr'},
        {position: 2, name: 'Boutique', item: 'https://duo.test/fr/shop'},
        {position: 3, name: 'Carnet de bal', item: 'https://duo.test/fr/shop/produits/all'},
      ],
    });
  });

  it('trails an order under the orders under the account', () => {
    const [list] = jsonLd(run(screenMeta(), 'order', 'nl'));
    expect((list as unknown as {itemListElement: {name: string; item: string}[]}).itemListElement).toEqual([
      expect.objectContaining({name: 'Home', item: 'https://duo.test/nl'}),
      expect.objectContaining({name: 'Je account', item: 'https://duo.test/nl/account'}),
      expect.objectContaining({name: 'Je bestellingen', item: 'https://duo.test/nl/account/bestellingen'}),
      expect.objectContaining({name: 'Bestelling', item: 'https://duo.test/nl/account/bestellingen/1001'}),
    ]);
  });

  it.each(['home', 'calendar', 'contact', 'cart'] as const)('gives none to a top-level screen: %s', (screen) => {
    expect(jsonLd(run(screenMeta(), screen, 'en'))).toEqual([]);
  });

  it("comes after the page's own structured data", () => {
    const meta = screenMeta({jsonLd: () => ({'@context': 'https://schema.org', '@type': 'MusicEvent'})});
    expect(jsonLd(run(meta, 'videos', 'en', {})).map((item) => item['@type'])).toEqual(['MusicEvent', 'BreadcrumbList']);
  });
});
