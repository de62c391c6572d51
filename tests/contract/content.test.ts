// Reading content: the site's content client, with the pages' own queries, against each backend.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {loadAboutPages} from '~/lib/about-pages.server';
import {CmsError} from '~/lib/cms/errors';
import {
  CONTENT_LOCALES,
  EventSchema,
  HomePageSchema,
  LiveShowSchema,
  PodcastSchema,
  RadioInterviewSchema,
  STRAPI_COLLECTIONS,
  WorkshopSchema,
  type ContentLocale,
} from '~/lib/cms/schemas';
import {languagesByHandle} from '~/lib/cms/content-languages.server';
import {loadPhotos, loadPressArticles, loadVideos} from '~/lib/media/media-lists.server';
import {call, contentClient, contentFile, json} from './backends';
import {ORIGINS, SITE_TOKEN} from './contract-env';

type Titled = {title: string};

/** Every list the site shows, asked as its page asks for it. */
function siteLists(locale: ContentLocale, client: ReturnType<typeof contentClient>) {
  return {
    'about-pages': loadAboutPages(client),
    events: client.findMany(STRAPI_COLLECTIONS.events, EventSchema, {
      sort: ['startsAt:asc'],
      populate: ['liveShow'],
      pagination: {page: 1, pageSize: 100},
    }),
    'live-shows': client.findMany(STRAPI_COLLECTIONS.liveShows, LiveShowSchema, {populate: ['image']}),
    workshops: client.findMany(STRAPI_COLLECTIONS.workshops, WorkshopSchema, {
      sort: ['startsAt:asc'],
      populate: ['place', 'image'],
    }),
    videos: loadVideos(client),
    photos: loadPhotos(client),
    podcasts: client.findMany(STRAPI_COLLECTIONS.podcasts, PodcastSchema, {sort: ['publishedOn:desc']}),
    'radio-interviews': client.findMany(STRAPI_COLLECTIONS.radioInterviews, RadioInterviewSchema, {
      sort: ['publishedOn:desc'],
    }),
    'press-articles': loadPressArticles(client),
  } satisfies Record<string, Promise<Titled[]>>;
}

const byDocument = (a: {documentId: string}, b: {documentId: string}) => a.documentId.localeCompare(b.documentId);
const titles = (entries: Titled[]) => entries.map((entry) => entry.title).sort();
const events = (locale: ContentLocale) => contentFile<{country: string; startsAt: string; liveShow?: {handle: string}}>('events', locale);

describe.each(inject('backends'))('%s serves the content', (backend) => {
  it.each(CONTENT_LOCALES)('every list of the site in %s, each entry valid, none in another language', async (locale) => {
    const lists = siteLists(locale, contentClient(backend, locale));
    for (const [path, pending] of Object.entries(lists)) {
      const entries = (await pending) as (Titled & {locale: string})[];
      expect(titles(entries), `${path} in ${locale}`).toEqual(titles(contentFile<Titled>(path, locale)));
      expect(entries.every((entry) => entry.locale === locale)).toBe(true);
    }
  });

  it.each(CONTENT_LOCALES)('the home page in %s, with its image', async (locale) => {
    const home = await contentClient(backend, locale).findSingle(STRAPI_COLLECTIONS.homePage, HomePageSchema, {
      populate: ['heroImage'],
    });
    const [expected] = contentFile<{heroTitle: string; introTitle: string}>('home-page', locale);
    expect(home).toMatchObject({locale, heroTitle: expected!.heroTitle, introTitle: expected!.introTitle});
    expect(home.heroImage).toMatchObject({width: 1600, height: 900});
    const image = await fetch(new URL(home.heroImage!.url, ORIGINS[backend]));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('populates a relation, a component and media only when asked', async () => {
    const bare = await json(call(backend, 'events?locale=en', {token: SITE_TOKEN}));
    expect(bare.data.length).toBeGreaterThan(0);
    expect(bare.data.some((entry: object) => 'liveShow' in entry)).toBe(false);
    const workshops = await json(call(backend, 'workshops?locale=en', {token: SITE_TOKEN}));
    expect(workshops.data.some((entry: object) => 'place' in entry || 'image' in entry)).toBe(false);

    const populated = await contentClient(backend, 'fr').findMany(STRAPI_COLLECTIONS.events, EventSchema, {
      populate: ['liveShow'],
      pagination: {page: 1, pageSize: 100},
    });
    const related = populated.filter((event) => event.liveShow).map((event) => event.liveShow!.handle).sort();
    expect(related).toEqual(
      events('fr')
        .filter((event) => event.liveShow)
        .map((event) => event.liveShow!.handle)
        .sort(),
    );
  });

  it('falls back to English for a workshop that has no Dutch version, and only then', async () => {
    const dutch = contentClient(backend, 'nl');
    const query = {filters: {handle: {$eq: 'arranging-for-two'}}, populate: ['place', 'image']};
    const raw = await json(call(backend, 'workshops?locale=nl&filters[handle][$eq]=arranging-for-two', {token: SITE_TOKEN}));
    expect(raw.data).toEqual([]);
    const workshop = await dutch.findOne(STRAPI_COLLECTIONS.workshops, WorkshopSchema, query);
    expect(workshop).toMatchObject({handle: 'arranging-for-two', locale: 'en'});
    const french = await contentClient(backend, 'fr').findOne(STRAPI_COLLECTIONS.workshops, WorkshopSchema, query);
    expect(french).toMatchObject({handle: 'arranging-for-two', locale: 'fr'});
    const none = await dutch.findOne(STRAPI_COLLECTIONS.workshops, WorkshopSchema, {filters: {handle: {$eq: 'no-such-workshop'}}});
    expect(none).toBeNull();
  });

  it.each(CONTENT_LOCALES)('every image’s description in %s is the entry’s own, the upload’s text shared', async (locale) => {
    const client = contentClient(backend, locale);
    const described = {
      'live-shows': await client.findMany(STRAPI_COLLECTIONS.liveShows, LiveShowSchema, {populate: ['image']}),
      workshops: await client.findMany(STRAPI_COLLECTIONS.workshops, WorkshopSchema, {populate: ['place', 'image']}),
      'about-pages': await loadAboutPages(client),
    };
    for (const [path, entries] of Object.entries(described)) {
      const expected = contentFile<{documentId: string; imageAlt: string}>(path, locale);
      expect(entries.map(({documentId, imageAlt}) => ({documentId, imageAlt})).sort(byDocument), path).toEqual(
        expected.map(({documentId, imageAlt}) => ({documentId, imageAlt})).sort(byDocument),
      );
      const english = contentFile<{documentId: string; image: {alternativeText: string}}>(path, 'en');
      for (const entry of entries) {
        const original = english.find(({documentId}) => documentId === entry.documentId);
        expect(entry.image?.alternativeText, `${path} ${entry.documentId}`).toBe(original!.image.alternativeText);
      }
    }
    const videos = await loadVideos(client);
    const expectedVideos = contentFile<{documentId: string; thumbnailAlt: string}>('videos', locale);
    expect(videos.map(({documentId, thumbnailAlt}) => ({documentId, thumbnailAlt})).sort(byDocument)).toEqual(
      expectedVideos.map(({documentId, thumbnailAlt}) => ({documentId, thumbnailAlt})).sort(byDocument),
    );
    const home = await client.findSingle(STRAPI_COLLECTIONS.homePage, HomePageSchema, {populate: ['heroImage']});
    expect(home.heroImageAlt).toBe(contentFile<{heroImageAlt: string}>('home-page', locale)[0]!.heroImageAlt);
  });

  it('tells the languages a workshop is written in, a missing translation not being one', async () => {
    const languages = await languagesByHandle(contentClient(backend, 'nl'), STRAPI_COLLECTIONS.workshops);
    expect(languages.get('arranging-for-two')).toEqual(['en', 'fr']);
    expect(languages.get('accordion-bourrees')).toEqual(['en', 'fr', 'nl']);
    const one = await languagesByHandle(contentClient(backend, 'fr'), STRAPI_COLLECTIONS.workshops, 'arranging-for-two');
    expect([...one]).toEqual([['arranging-for-two', ['en', 'fr']]]);
  });

  it('filters: equality, $in, $ne, $containsi, date ranges, $or and a relation field', async () => {
    const client = contentClient(backend, 'en');
    const count = async (filters: Record<string, unknown>) =>
      (await client.findMany(STRAPI_COLLECTIONS.events, EventSchema, {filters, pagination: {page: 1, pageSize: 100}})).length;
    const all = events('en');
    const where = (test: (event: (typeof all)[number]) => boolean) => all.filter(test).length;

    expect(await count({country: {$eq: 'FR'}})).toBe(where((event) => event.country === 'FR'));
    expect(await count({country: {$in: ['FR', 'DE']}})).toBe(where((event) => ['FR', 'DE'].includes(event.country)));
    expect(await count({country: {$ne: 'BE'}})).toBe(where((event) => event.country !== 'BE'));
    expect(await count({title: {$containsi: 'BALL'}})).toBe(
      all.filter((event) => (event as unknown as Titled).title.toLowerCase().includes('ball')).length,
    );
    const from = '2026-12-01T00:00:00.000Z';
    const to = '2027-01-01T00:00:00.000Z';
    expect(await count({startsAt: {$gte: from, $lt: to}})).toBe(
      where((event) => Date.parse(event.startsAt) >= Date.parse(from) && Date.parse(event.startsAt) < Date.parse(to)),
    );
    expect(await count({$or: {0: {country: {$eq: 'SE'}}, 1: {country: {$eq: 'PT'}}}})).toBe(
      where((event) => event.country === 'SE' || event.country === 'PT'),
    );
    expect(await count({liveShow: {handle: {$eq: 'tidewater-live'}}})).toBe(
      where((event) => event.liveShow?.handle === 'tidewater-live'),
    );
  });

  it('sorts both ways and pages with Strapi’s meta', async () => {
    const client = contentClient(backend, 'fr');
    const query = (order: string) => ({sort: [`startsAt:${order}`], pagination: {page: 1, pageSize: 100}});
    const ascending = await client.findMany(STRAPI_COLLECTIONS.events, EventSchema, query('asc'));
    const descending = await client.findMany(STRAPI_COLLECTIONS.events, EventSchema, query('desc'));
    const starts = ascending.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(descending.map((event) => event.title)).toEqual(ascending.map((event) => event.title).reverse());

    const total = events('fr').length;
    const page = await client.findPage(STRAPI_COLLECTIONS.events, EventSchema, {
      sort: ['startsAt:asc'],
      pagination: {page: 2, pageSize: 4},
    });
    expect(page.pagination).toEqual({page: 2, pageSize: 4, pageCount: Math.ceil(total / 4), total});
    expect(page.data.map((event) => event.title)).toEqual(ascending.slice(4, 8).map((event) => event.title));
  });

  it('answers the v4 shape on request, which the client reads as the same content', async () => {
    const query = {sort: ['startsAt:asc'], populate: ['liveShow'], pagination: {page: 1, pageSize: 100}};
    const v5 = await contentClient(backend, 'nl').findMany(STRAPI_COLLECTIONS.events, EventSchema, query);
    const v4 = await contentClient(backend, 'nl', {responseFormat: 'v4'}).findMany(
      STRAPI_COLLECTIONS.events,
      EventSchema,
      query,
    );
    const summary = (list: typeof v5) => list.map((event) => [event.title, event.startsAt, event.liveShow?.handle ?? null]);
    expect(summary(v4)).toEqual(summary(v5));
    const raw = await json(
      fetch(`${ORIGINS[backend]}/api/events?locale=nl`, {
        headers: {Authorization: `Bearer ${SITE_TOKEN}`, 'Strapi-Response-Format': 'v4'},
      }),
    );
    expect(raw.data[0]).toMatchObject({id: expect.any(Number), attributes: {title: expect.any(String)}});
  });

  it('refuses a missing token (403), an unknown one (401) and an unknown type (404), in Strapi’s error shape', async () => {
    const noToken = await call(backend, 'events');
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toMatchObject({data: null, error: {status: 403, name: 'ForbiddenError'}});

    const wrong = contentClient(backend, 'en', {token: 'not-a-token-we-gave'});
    await expect(wrong.findMany(STRAPI_COLLECTIONS.events, EventSchema)).rejects.toMatchObject({
      status: 401,
      name: 'UnauthorizedError',
    });
    const unknown = await contentClient(backend, 'en')
      .findMany('no-such-things', EventSchema)
      .catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(CmsError);
    expect(unknown).toMatchObject({status: 404, name: 'NotFoundError'});
  });
});

/** The fields each type keeps as one value for every language, as the CMS's schemas declare them. */
function sharedFields(): [string, string[], boolean][] {
  const apiDir = resolve(import.meta.dirname, '../../cms/src/api');
  return readdirSync(apiDir).flatMap((name) => {
    const file = resolve(apiDir, name, 'content-types', name, 'schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as {
      kind: string;
      info: {singularName: string; pluralName: string};
      pluginOptions?: {i18n?: {localized?: boolean}};
      attributes: Record<string, {pluginOptions?: {i18n?: {localized?: boolean}}}>;
    };
    if (schema.pluginOptions?.i18n?.localized !== true) return [];
    const path = schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName;
    if (!existsSync(resolve(import.meta.dirname, '../../content', path))) return [];
    const shared = Object.entries(schema.attributes)
      .filter(([, attribute]) => attribute.pluginOptions?.i18n?.localized === false)
      .map(([field]) => field);
    return shared.length > 0 ? [[path, shared, schema.kind === 'singleType'] as [string, string[], boolean]] : [];
  });
}

// A media field compares by its file: the same upload, whatever the language.
const comparable = (value: unknown) =>
  value !== null && typeof value === 'object' && 'url' in value ? (value as {url: string}).url : (value ?? null);

describe.each(inject('backends'))('%s serves the shared fields', (backend) => {
  const types = sharedFields();

  it('reads the shared fields from the schemas, dates and events’ images among them', () => {
    const byPath = new Map(types.map(([path, fields]) => [path, fields]));
    expect(byPath.get('events')).toEqual(expect.arrayContaining(['startsAt', 'endsAt', 'venueName', 'image']));
    expect(byPath.get('workshops')).toEqual(expect.arrayContaining(['startsAt', 'signUpUrl', 'image']));
  });

  it.each(types)('%s: every language of a document has the same shared fields', async (path, fields, single) => {
    const documents = new Map<string, Map<string, unknown>>();
    for (const locale of CONTENT_LOCALES) {
      const paging = single ? '' : '&pagination[pageSize]=100';
      const answer = await call(backend, `${path}?locale=${locale}&populate=*${paging}`, {token: SITE_TOKEN});
      if (answer.status === 404) continue;
      const body = (await answer.json()) as {data: Record<string, unknown> | Record<string, unknown>[]};
      for (const entry of Array.isArray(body.data) ? body.data : [body.data]) {
        const values = new Map(fields.map((field) => [field, comparable(entry[field])]));
        const other = documents.get(entry.documentId as string);
        if (other) expect(Object.fromEntries(values), `${path} ${String(entry.documentId)} in ${locale}`).toEqual(Object.fromEntries(other));
        else documents.set(entry.documentId as string, values);
      }
    }
    expect(documents.size).toBeGreaterThan(0);
  });
});
