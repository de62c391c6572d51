import {describe, expect, it} from 'vitest';
import type {MetaDescriptor} from 'react-router';
import {LOCALES, type Locale} from '~/i18n/locales';
import {getMessages} from '~/i18n/messages.server';
import {SCREEN_IDS, type Screen} from '~/i18n/route-table';
import {DESCRIPTION_LENGTH} from '~/lib/cms/blocks-text';
import {screenDescription, screenSeo, type ScreenSeoOptions, type SeoPage} from '~/lib/seo/screen-seo.server';
import {BreadcrumbListShape} from '../../../fixtures/schema-org';

const ORIGIN = 'https://duo.test';
const PARAMS = {handle: 'all', id: '1001', token: 'token', year: '2025'};

function run(
  screen: Screen,
  locale: Locale,
  options?: ScreenSeoOptions | ((page: SeoPage) => ScreenSeoOptions),
): MetaDescriptor[] {
  // The address of a `.data` request: the origin is all the tags take from it.
  const request = new Request(`${ORIGIN}/somewhere.data?_routes=x`);
  return screenSeo({context: {locale}, request, params: PARAMS}, screen, options);
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
    const tags = run('photos', 'nl');
    const text = screenDescription(getMessages('nl'), 'photos');
    expect(description(tags)).toBe(text);
    expect(tags).toContainEqual({property: 'og:description', content: text});
    expect(tags).toContainEqual({property: 'twitter:description', content: text});
  });

  it("uses the page's own description, clipped, and the screen's when that is empty", () => {
    const long = 'Een workshop '.repeat(30);
    expect(description(run('workshop', 'nl', {description: long}))?.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(description(run('workshop', 'nl', {description: long}))).toMatch(/^Een workshop Een .*…$/);
    expect(description(run('workshop', 'nl', {description: ''}))).toBe(screenDescription(getMessages('nl'), 'workshop'));
    expect(description(run('workshop', 'nl', {description: null}))).toBe(screenDescription(getMessages('nl'), 'workshop'));
  });
});

describe('breadcrumbs', () => {
  it("trails a product in the page's language: home, shop (where its address leads), the product", () => {
    const [list] = jsonLd(run('product', 'fr', {title: 'Carnet de bal'}));
    expect(BreadcrumbListShape.safeParse(list).error).toBeUndefined();
    expect(list).toMatchObject({
      itemListElement: [
        {position: 1, name: 'Accueil', item: 'https://duo.test/fr'},
        {position: 2, name: 'Boutique', item: 'https://duo.test/fr/shop/collections/all'},
        {position: 3, name: 'Carnet de bal', item: 'https://duo.test/fr/shop/produits/all'},
      ],
    });
  });

  it('links a heading without a page of its own to the page it opens on, never to itself', () => {
    const trail = (screen: Screen) =>
      (jsonLd(run(screen, 'nl'))[0] as unknown as {itemListElement: {item: string}[]}).itemListElement.map(
        (crumb) => crumb.item,
      );
    expect(trail('photos')).toEqual([
      'https://duo.test/nl',
      'https://duo.test/nl/media-en-pers/videos',
      'https://duo.test/nl/media-en-pers/fotos',
    ]);
    expect(trail('videos')).toEqual(['https://duo.test/nl', 'https://duo.test/nl/media-en-pers/videos']);
    expect(trail('collection')).toEqual(['https://duo.test/nl', 'https://duo.test/nl/shop/collecties/all']);
  });

  it('trails an order under the orders under the account', () => {
    const [list] = jsonLd(run('order', 'nl'));
    expect((list as unknown as {itemListElement: {name: string; item: string}[]}).itemListElement).toEqual([
      expect.objectContaining({name: 'Home', item: 'https://duo.test/nl'}),
      expect.objectContaining({name: 'Je account', item: 'https://duo.test/nl/account'}),
      expect.objectContaining({name: 'Je bestellingen', item: 'https://duo.test/nl/account/bestellingen'}),
      expect.objectContaining({name: 'Bestelling', item: 'https://duo.test/nl/account/bestellingen/1001'}),
    ]);
  });

  it.each(['home', 'calendar', 'contact', 'cart'] as const)('gives none to a top-level screen: %s', (screen) => {
    expect(jsonLd(run(screen, 'en'))).toEqual([]);
  });

  it("comes after the page's own structured data", () => {
    const own = {'@context': 'https://schema.org', '@type': 'MusicEvent'} as const;
    expect(jsonLd(run('videos', 'en', {jsonLd: own})).map((item) => item['@type'])).toEqual(['MusicEvent', 'BreadcrumbList']);
  });
});

describe('a screen’s tags', () => {
  it("title the page with its own title, else the screen's name, after the site's", () => {
    expect(run('product', 'fr', {title: 'Carnet de bal'})).toContainEqual({title: 'Carnet de bal | Ronce & Rivière'});
    expect(run('photos', 'nl', {title: null})).toContainEqual({title: `${getMessages('nl').screen.photos} | Ronce & Rivière`});
  });

  it('point the canonical at the screen in the language of the request, on its origin', () => {
    expect(run('collection', 'nl')).toContainEqual(
      expect.objectContaining({rel: 'canonical', href: 'https://duo.test/nl/shop/collecties/all'}),
    );
  });

  it("give a screen's own structured data the duo and the texts in the page's language", () => {
    const pages: SeoPage[] = [];
    run('workshop', 'fr', (page) => {
      pages.push(page);
      return {};
    });
    expect(pages).toEqual([
      expect.objectContaining({
        screen: 'workshop',
        locale: 'fr',
        origin: ORIGIN,
        messages: getMessages('fr'),
        group: {name: 'Ronce & Rivière', url: 'https://duo.test/fr'},
      }),
    ]);
  });
});

describe('titles', () => {
  const title = (tags: MetaDescriptor[]) => (tags.find((tag) => 'title' in tag) as {title: string}).title;

  it('no screen has the title of another language’s same screen', () => {
    for (const screen of SCREEN_IDS) {
      const titles = LOCALES.map((locale) => title(run(screen, locale)));
      expect(new Set(titles).size, `${screen}: ${titles.join(' / ')}`).toBe(LOCALES.length);
    }
  });
});

describe('link previews', () => {
  const property = (tags: MetaDescriptor[], name: string) =>
    tags.filter((tag) => (tag as {property?: string}).property === name).map((tag) => (tag as {content: string}).content);
  const named = (tags: MetaDescriptor[], name: string) =>
    tags.filter((tag) => (tag as {name?: string}).name === name).map((tag) => (tag as {content: string}).content);

  it.each(LOCALES)('every screen says what it is, whose, in which language, with a picture (%s)', (locale) => {
    for (const screen of SCREEN_IDS) {
      const tags = run(screen, locale);
      expect(property(tags, 'og:type'), screen).toEqual(['website']);
      expect(property(tags, 'og:site_name'), screen).toEqual([getMessages(locale).site.name]);
      expect(property(tags, 'og:locale'), screen).toEqual([{en: 'en_US', fr: 'fr_FR', nl: 'nl_BE'}[locale]]);
      expect(property(tags, 'og:locale:alternate').sort(), screen).toEqual(
        LOCALES.filter((other) => other !== locale).map((other) => ({en: 'en_US', fr: 'fr_FR', nl: 'nl_BE'})[other]).sort(),
      );
      expect(property(tags, 'og:image'), screen).toEqual(['https://duo.test/share.jpg']);
      expect(property(tags, 'og:image:alt'), screen).toEqual([getMessages(locale).seo.shareImageAlt]);
      expect(named(tags, 'twitter:card'), screen).toEqual(['summary_large_image']);
    }
  });

  it("takes the page's own picture, kind and languages when it has them", () => {
    const tags = run('product', 'fr', {
      type: 'product',
      image: {url: 'https://cdn.test/tunebook.jpg', width: 200, height: 200, altText: 'Carnet'},
      languages: {written: ['en', 'fr'], shown: 'en'},
    });
    expect(property(tags, 'og:type')).toEqual(['product']);
    expect(property(tags, 'og:image')).toEqual(['https://cdn.test/tunebook.jpg']);
    expect(property(tags, 'og:image:width')).toEqual([200]);
    expect(property(tags, 'og:locale')).toEqual(['en_US']);
    expect(property(tags, 'og:locale:alternate')).toEqual(['fr_FR']);
    // Too small for the large card.
    expect(named(tags, 'twitter:card')).toEqual(['summary']);
  });
});
