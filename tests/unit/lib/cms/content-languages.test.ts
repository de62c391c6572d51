// Which languages a page exists in, for the language switcher, hreflang and the sitemap: read from
// the emulator over a copy of content/ where one workshop is written in French only.
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {screenPathFromParams} from '~/i18n/links';
import {createCmsClient} from '~/lib/cms/client.server';
import {offeredLanguages, writtenEntries} from '~/lib/cms/content-languages.server';
import {workshopSitemapSource} from '~/lib/sitemap/content-sitemap.server';
import {renderSitemap} from '~/lib/sitemap/sitemap';
import {CMS_TOKEN, CMS_URL, startCmsEmulator, type CmsEmulator} from './cms-emulator';

const FRENCH_ONLY = 'accordion-bourrees';
let cms: CmsEmulator;

beforeAll(() => {
  cms = startCmsEmulator();
  for (const locale of ['en', 'nl']) {
    const file = join(cms.contentDir, 'workshops', `${locale}.json`);
    const workshops = JSON.parse(readFileSync(file, 'utf8')) as {handle: string}[];
    writeFileSync(file, JSON.stringify(workshops.filter((workshop) => workshop.handle !== FRENCH_ONLY)));
  }
});
afterAll(() => cms.close());

const client = () => createCmsClient({url: CMS_URL, token: CMS_TOKEN, locale: 'nl', fetch: cms.fetch, onError: () => {}});

describe('the languages an entry is written in', () => {
  it('are read from each language’s own list, whatever the page’s language', async () => {
    const written = await writtenEntries(client(), 'workshops');
    expect(written.get(FRENCH_ONLY)?.languages).toEqual(['fr']);
    expect(written.get('arranging-for-two')?.languages).toEqual(['en', 'fr']);
    expect(written.get(FRENCH_ONLY)?.updatedAt).toEqual(expect.any(String));
  });

  it('offer English’s fallback in every language, and nothing else for a page without English', () => {
    expect(offeredLanguages(['fr'])).toEqual(['fr']);
    expect(offeredLanguages(['fr', 'nl'])).toEqual(['fr', 'nl']);
    expect(offeredLanguages(['en', 'fr'])).toEqual(['en', 'fr', 'nl']);
  });

  it('put a French-only workshop in the sitemap in French only', async () => {
    const xml = renderSitemap(await workshopSitemapSource({cms: client()}), 'https://site.example');
    const url = (locale: 'en' | 'fr' | 'nl') =>
      `https://site.example${screenPathFromParams('workshop', locale, {handle: FRENCH_ONLY})}`;
    expect(xml).toContain(`<loc>${url('fr')}</loc>`);
    expect(xml).not.toContain(url('en'));
    expect(xml).not.toContain(url('nl'));
    const both = `https://site.example${screenPathFromParams('workshop', 'fr', {handle: 'arranging-for-two'})}`;
    expect(xml).toContain(`<loc>${both}</loc>`);
  });
});
