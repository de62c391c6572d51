import {afterAll, describe, expect, it} from 'vitest';
import {createCmsHarness} from './cms-harness.js';

const cms = createCmsHarness();
afterAll(() => cms.close());

describe('collections', () => {
  it('lists English entries with Strapi 5 pagination meta by default', async () => {
    const {status, body} = await cms.json('/api/events');
    expect(status).toBe(200);
    expect(body.data.length).toBe(15);
    expect(body.data[0]).toMatchObject({locale: 'en', documentId: expect.any(String), id: expect.any(Number)});
    expect(body.meta.pagination).toEqual({page: 1, pageSize: 25, pageCount: 1, total: 15});
  });

  it('finds an entry by handle with $eq, in the requested language', async () => {
    const {body} = await cms.json('/api/about-pages?filters[handle][$eq]=the-duo&locale=fr');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({handle: 'the-duo', title: 'Le duo', locale: 'fr'});
  });

  it('serves an image’s description per language as a plain field, the upload’s own text shared', async () => {
    const read = async (locale: string) =>
      (await cms.json(`/api/workshops?filters[handle][$eq]=nyckelharpa-for-fiddlers&locale=${locale}&populate=image`)).body
        .data[0];
    const [english, french, dutch] = await Promise.all(['en', 'fr', 'nl'].map(read));
    expect(new Set([english.imageAlt, french.imageAlt, dutch.imageAlt]).size).toBe(3);
    expect(french.image.alternativeText).toBe(english.image.alternativeText);
    const {body} = await cms.json('/api/workshops?fields[0]=imageAlt&locale=fr');
    expect(body.data.every((entry: {imageAlt?: string; image?: unknown}) => entry.imageAlt && !('image' in entry))).toBe(true);
  });

  it('lists an entry missing in a language as nothing, so the languages of a handle can be read', async () => {
    const handles = async (locale: string) =>
      (await cms.json(`/api/workshops?fields[0]=handle&locale=${locale}`)).body.data.map((entry: {handle: string}) => entry.handle);
    expect(await handles('fr')).toContain('arranging-for-two');
    expect(await handles('nl')).not.toContain('arranging-for-two');
  });

  it('takes a shorthand equality and $in, $ne, $contains, $containsi, $null, $notNull', async () => {
    const count = async (query: string) => (await cms.json(`/api/events?${query}`)).body.data.length;
    expect(await count('filters[country]=FR')).toBe(3);
    expect(await count('filters[country][$in][0]=FR&filters[country][$in][1]=DE')).toBe(4);
    expect(await count('filters[country][$ne]=BE')).toBe(8);
    expect(await count('filters[title][$contains]=ball')).toBe(2);
    expect(await count('filters[title][$contains]=Ball')).toBe(0);
    expect(await count('filters[title][$containsi]=BALL')).toBe(2);
    expect(await count('filters[endsAt][$null]=true')).toBe(2);
    expect(await count('filters[ticketUrl][$notNull]=true')).toBe(10);
  });

  it('compares datetimes as instants across offsets for date ranges', async () => {
    const {body} = await cms.json(
      '/api/events?filters[startsAt][$gte]=2026-12-01T00:00:00.000Z&filters[startsAt][$lt]=2027-01-01T00:00:00.000Z&sort=startsAt:asc',
    );
    expect(body.data.map((event: {handle: string}) => event.handle)).toEqual([
      'winter-hearth-antwerp-2026',
      'lille-concert-2026-12',
    ]);
    const {body: edge} = await cms.json('/api/events?filters[startsAt][$eq]=2026-12-12T19:00:00Z');
    expect(edge.data.map((event: {handle: string}) => event.handle)).toEqual(['winter-hearth-antwerp-2026']);
  });

  it('combines conditions with $or and $and, and filters on a relation', async () => {
    const {body: either} = await cms.json('/api/events?filters[$or][0][country][$eq]=SE&filters[$or][1][country][$eq]=PT');
    expect(either.data).toHaveLength(2);
    const {body: both} = await cms.json('/api/events?filters[$and][0][country][$eq]=BE&filters[$and][1][eventType][$eq]=ball');
    expect(both.data).toHaveLength(2);
    const {body: related} = await cms.json('/api/events?filters[liveShow][handle][$eq]=tidewater-live');
    expect(related.data).toHaveLength(3);
  });

  it('sorts ascending, descending and on several keys, in each syntax', async () => {
    const titles = async (query: string) => (await cms.json(`/api/press-articles?${query}`)).body.data.map((a: {publishedOn: string}) => a.publishedOn);
    const ascending = await titles('sort=publishedOn');
    expect(ascending).toEqual([...ascending].sort());
    expect(await titles('sort=publishedOn:desc')).toEqual([...ascending].reverse());
    expect(await titles('sort[0]=publishedOn:desc')).toEqual([...ascending].reverse());
    expect(await titles('sort[]=language:asc&sort[]=publishedOn:desc')).toHaveLength(6);
    const {body} = await cms.json('/api/press-articles?sort=language:asc,publishedOn:desc');
    expect(body.data.map((a: {language: string}) => a.language)).toEqual(['en', 'en', 'fr', 'fr', 'nl', 'nl']);
  });

  it('paginates by page and by offset, capping the page size at 100', async () => {
    const {body: page2} = await cms.json('/api/events?pagination[page]=2&pagination[pageSize]=4&sort=startsAt');
    expect(page2.meta.pagination).toEqual({page: 2, pageSize: 4, pageCount: 4, total: 15});
    expect(page2.data).toHaveLength(4);
    const {body: offset} = await cms.json('/api/events?pagination[start]=12&pagination[limit]=10');
    expect(offset.meta.pagination).toEqual({start: 12, limit: 10, total: 15});
    expect(offset.data).toHaveLength(3);
    const {body: capped} = await cms.json('/api/photos?pagination[pageSize]=500');
    expect(capped.meta.pagination.pageSize).toBe(100);
    const mixed = await cms.json('/api/events?pagination[page]=1&pagination[limit]=2');
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.name).toBe('ValidationError');
  });

  it('answers [] for a language without entries, with no fallback', async () => {
    const {status, body} = await cms.json('/api/podcasts?locale=fr');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta.pagination.total).toBe(0);
    expect((await cms.json('/api/events?locale=de')).body.data).toEqual([]);
  });

  it('reads one entry by documentId, 404 when it is not in that language', async () => {
    const {body: list} = await cms.json('/api/workshops?filters[handle][$eq]=arranging-for-two');
    const documentId = list.data[0].documentId;
    const {status, body} = await cms.json(`/api/workshops/${documentId}?locale=fr`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({documentId, locale: 'fr', title: 'Arranger à deux'});
    const missing = await cms.json(`/api/workshops/${documentId}?locale=nl`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({data: null, error: {status: 404, name: 'NotFoundError', message: 'Not Found', details: {}}});
  });

  it('refuses unknown fields in filters, sort and fields, and unknown operators', async () => {
    for (const query of ['filters[nope][$eq]=1', 'sort=nope:asc', 'filters[title][$regex]=x', 'fields[0]=nope', 'populate=title']) {
      const {status, body} = await cms.json(`/api/events?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.name, query).toBe('ValidationError');
    }
  });

  it('answers 404 in Strapi’s shape for an unknown collection', async () => {
    const {status, body} = await cms.json('/api/recipes');
    expect(status).toBe(404);
    expect(body.error).toMatchObject({status: 404, name: 'NotFoundError'});
  });
});

describe('single type', () => {
  it('answers the home page in each language and 404 for a missing one', async () => {
    const {body} = await cms.json('/api/home-page?locale=nl');
    expect(body.data).toMatchObject({locale: 'nl', introTitle: 'Hallo uit Gent', featuredAlbumHandle: 'tidewater'});
    expect(body.meta).toEqual({});
    const missing = await cms.json('/api/home-page?locale=de');
    expect(missing.status).toBe(404);
    expect(missing.body.error.name).toBe('NotFoundError');
  });
});

describe('populate and fields', () => {
  it('leaves media, relations and components out unless populated', async () => {
    const {body: bare} = await cms.json('/api/workshops');
    expect(bare.data[0]).not.toHaveProperty('image');
    expect(bare.data[0]).not.toHaveProperty('place');
    const {body: all} = await cms.json('/api/workshops?populate=*');
    expect(all.data[0].image).toMatchObject({url: expect.stringMatching(/^\/uploads\//), width: 900, height: 600});
    expect(all.data[0].place).toMatchObject({city: 'Ghent', country: 'BE'});
    const {body: one} = await cms.json('/api/workshops?populate[0]=image');
    expect(one.data[0]).toHaveProperty('image');
    expect(one.data[0]).not.toHaveProperty('place');
  });

  it('populates a relation in the same language, and its media only when asked', async () => {
    const {body} = await cms.json('/api/events?locale=fr&filters[handle][$eq]=winter-hearth-antwerp-2026&populate[liveShow]=true');
    expect(body.data[0].liveShow).toMatchObject({handle: 'winter-hearth', locale: 'fr'});
    expect(body.data[0].liveShow).not.toHaveProperty('image');
    const {body: deep} = await cms.json('/api/events?filters[handle][$eq]=winter-hearth-antwerp-2026&populate[liveShow][populate]=image');
    expect(deep.data[0].liveShow.image.url).toBe('/uploads/live-winter-hearth.jpg');
    const {body: none} = await cms.json('/api/events?filters[handle][$eq]=lille-concert-2026-12&populate=*');
    expect(none.data[0].liveShow).toBeNull();
  });

  it('keeps only the asked fields plus id and documentId', async () => {
    const {body} = await cms.json('/api/events?fields[0]=title&fields[1]=startsAt&populate=liveShow');
    expect(Object.keys(body.data[0]).sort()).toEqual(['documentId', 'id', 'liveShow', 'startsAt', 'title']);
    const {body: comma} = await cms.json('/api/events?fields=title,city');
    expect(Object.keys(comma.data[0]).sort()).toEqual(['city', 'documentId', 'id', 'title']);
  });
});

describe('v4 response format', () => {
  it('wraps entries in attributes and media and relations in {data}', async () => {
    const headers = {'Strapi-Response-Format': 'v4'};
    const {body} = await cms.json('/api/events?filters[handle][$eq]=tidewater-bruges-2027&populate=*', {headers});
    const [event] = body.data;
    expect(event).toEqual({id: expect.any(Number), documentId: expect.any(String), attributes: expect.any(Object)});
    expect(event.attributes).toMatchObject({title: 'Tidewater live in Bruges', handle: 'tidewater-bruges-2027'});
    expect(event.attributes.liveShow.data).toMatchObject({id: expect.any(Number), attributes: {handle: 'tidewater-live'}});
    expect(body.meta.pagination.total).toBe(1);

    const {body: photos} = await cms.json('/api/photos?populate=image&pagination[pageSize]=1', {headers});
    expect(photos.data[0].attributes.image.data).toMatchObject({id: expect.any(Number), attributes: {url: expect.any(String)}});
    const {body: home} = await cms.json('/api/home-page?populate=heroImage', {headers});
    expect(home.data.attributes.heroImage.data.attributes.url).toBe('/uploads/home-hero.jpg');
    const {body: lille} = await cms.json('/api/events?filters[handle][$eq]=lille-concert-2026-12&populate=liveShow', {headers});
    expect(lille.data[0].attributes.liveShow).toEqual({data: null});
  });
});

describe('uploads', () => {
  it('serves media with long cache headers, and 404 for a missing file', async () => {
    const response = await cms.call('/uploads/photo-ghent-ball.webp', {token: null});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await cms.call('/uploads/photo-missing-file.jpg', {token: null})).status).toBe(404);
    expect((await cms.call('/uploads/..%2Fevents%2Fen.json', {token: null})).status).toBe(404);
  });
});
