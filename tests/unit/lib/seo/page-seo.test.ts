import {describe, expect, it} from 'vitest';
import {pageSeo} from '~/lib/seo/page-seo.server';
import {renderSitemap, staticSitemapEntries} from '~/lib/sitemap/sitemap';

describe('page SEO', () => {
  const tags = pageSeo({
    screen: 'product',
    params: {handle: 'field-notes'},
    locale: 'nl',
    origin: 'https://duo.test',
    siteName: 'Ronce & Rivière',
    title: 'Field Notes',
    description: 'A tunebook',
  });

  it('titles a page `{page} | {site name}` with its description', () => {
    expect(tags).toContainEqual({title: 'Field Notes | Ronce & Rivière'});
    expect(tags).toContainEqual(expect.objectContaining({name: 'description', content: 'A tunebook'}));
  });

  it('points the canonical URL at the page in its own language', () => {
    expect(tags).toContainEqual(
      expect.objectContaining({
        tagName: 'link',
        rel: 'canonical',
        href: 'https://duo.test/nl/shop/producten/field-notes',
      }),
    );
  });

  it('lists the three languages and x-default as alternates', () => {
    const alternates = tags
      .filter((tag) => 'rel' in tag && tag.rel === 'alternate')
      .map((tag) => [(tag as {hrefLang: string}).hrefLang, (tag as {href: string}).href]);
    expect(alternates).toEqual([
      ['en-US', 'https://duo.test/shop/products/field-notes'],
      ['fr-FR', 'https://duo.test/fr/shop/produits/field-notes'],
      ['nl-BE', 'https://duo.test/nl/shop/producten/field-notes'],
      ['x-default', 'https://duo.test/shop/products/field-notes'],
    ]);
  });
});

describe('sitemap', () => {
  const xml = renderSitemap(staticSitemapEntries(), 'https://duo.test');

  it('lists every static public screen in the three languages', () => {
    for (const loc of [
      'https://duo.test/',
      'https://duo.test/fr',
      'https://duo.test/nl/over-ons',
      'https://duo.test/fr/medias-et-presse/photos',
      'https://duo.test/nl/policies/terms-of-service',
      'https://duo.test/fr/ateliers',
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
  });

  it('leaves out redirects and personal pages', () => {
    expect(xml).not.toContain('<loc>https://duo.test/shop</loc>');
    expect(xml).not.toContain('/account');
    expect(xml).not.toContain('<loc>https://duo.test/cart</loc>');
  });

  it('gives each URL its alternates', () => {
    const entry = xml.split('<url>').find((chunk) => chunk.includes('<loc>https://duo.test/fr/calendrier</loc>'));
    expect(entry).toContain('hreflang="en-US" href="https://duo.test/calendar"');
    expect(entry).toContain('hreflang="nl-BE" href="https://duo.test/nl/kalender"');
    expect(entry).toContain('hreflang="x-default" href="https://duo.test/calendar"');
  });

  it('takes entries with params from later sources', () => {
    const withProduct = renderSitemap([{screen: 'product', params: {handle: 'a&b'}}], 'https://duo.test');
    expect(withProduct).toContain('<loc>https://duo.test/nl/shop/producten/a%26b</loc>');
  });
});

describe('a page shown in English where its language has no version', () => {
  const tags = pageSeo({
    screen: 'workshop',
    params: {handle: 'arranging-for-two'},
    locale: 'nl',
    origin: 'https://duo.test',
    siteName: 'Ronce & Rivière',
    title: 'Arranging for two (in het Engels)',
    description: 'Deze workshop is alleen in het Engels beschikbaar.',
    languages: {written: ['en', 'fr'], shown: 'en'},
  });
  const links = (rel: string) =>
    tags
      .filter((tag) => 'rel' in tag && tag.rel === rel)
      .map((tag) => [(tag as {hrefLang?: string}).hrefLang, (tag as {href: string}).href]);

  it('points its canonical at the English page it repeats', () => {
    expect(links('canonical')).toEqual([[undefined, 'https://duo.test/workshops/arranging-for-two']]);
  });

  it('lists only the languages the workshop is written in', () => {
    expect(links('alternate')).toEqual([
      ['en-US', 'https://duo.test/workshops/arranging-for-two'],
      ['fr-FR', 'https://duo.test/fr/ateliers/arranging-for-two'],
      ['x-default', 'https://duo.test/workshops/arranging-for-two'],
    ]);
  });

  it('is left out of the sitemap in that language, and out of the others’ alternates', () => {
    const xml = renderSitemap(
      [{screen: 'workshop', params: {handle: 'arranging-for-two'}, locales: ['en', 'fr']}],
      'https://duo.test',
    );
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).not.toContain('/nl/');
    expect(xml).not.toContain('nl-BE');
  });
});
