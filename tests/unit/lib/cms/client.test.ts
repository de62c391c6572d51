import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {InMemoryCache} from '@shopify/hydrogen';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {z} from 'zod';
import {createCmsClient, type CmsClientOptions} from '~/lib/cms/client.server';
import {CmsError, CmsValidationError, UnknownError} from '~/lib/cms/errors';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {CONTENT_SCHEMAS, EventSchema, HomePageSchema, PodcastSchema, WorkshopSchema} from '~/lib/cms/content-model';
import {ContactMessageSchema} from '~/lib/cms/form-inputs';
import {CMS_TOKEN, CMS_URL, startCmsEmulator, type CmsEmulator} from './cms-emulator';

let cms: CmsEmulator;

beforeAll(() => {
  cms = startCmsEmulator();
  // Dutch has no home page in this copy of the content: the single-type fallback case.
  rmSync(join(cms.contentDir, 'home-page', 'nl.json'));
});
afterAll(() => cms.close());
afterEach(() => {
  cms.fetch.mockClear();
  cms.requests.length = 0;
  vi.restoreAllMocks();
});

function client(overrides: Partial<CmsClientOptions> = {}) {
  return createCmsClient({url: CMS_URL, token: CMS_TOKEN, locale: 'en', fetch: cms.fetch, ...overrides});
}

/** A client over Hydrogen's in-memory cache; `settle` waits for the cache writes. */
function cachedClient(overrides: Partial<CmsClientOptions> = {}) {
  const pending: Promise<unknown>[] = [];
  const cached = client({cache: new InMemoryCache(), waitUntil: (p) => void pending.push(p), ...overrides});
  return {cached, settle: () => Promise.all(pending)};
}

describe('reading content', () => {
  it('sends the bearer token and the page’s locale, and no response-format header for v5', async () => {
    const events = await client({locale: 'fr'}).findMany(STRAPI_COLLECTIONS.events, EventSchema, {
      sort: ['startsAt:asc'],
      populate: ['liveShow'],
    });
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.locale === 'fr')).toBe(true);
    const [request] = cms.requests;
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${CMS_TOKEN}`);
    expect(request!.headers.has('Strapi-Response-Format')).toBe(false);
    expect(request!.url).toBe(`${CMS_URL}/api/events?locale=fr&sort[]=startsAt%3Aasc&populate[]=liveShow`);
  });

  it('asks for the v4 shape only when told to', async () => {
    await client({responseFormat: 'v4'}).findMany(STRAPI_COLLECTIONS.events, EventSchema);
    expect(cms.requests[0]!.headers.get('Strapi-Response-Format')).toBe('v4');
  });

  it.each(Object.entries(CONTENT_SCHEMAS))(
    'gives the same validated %s from the v4 and the v5 shape',
    async (path, schema) => {
      const single = path === STRAPI_COLLECTIONS.homePage;
      const read = (responseFormat: 'v4' | 'v5') => {
        const c = client({locale: 'fr', responseFormat});
        const query = {populate: '*'};
        return single
          ? c.findSingle(path, schema as z.ZodType<unknown>, query)
          : c.findMany(path, schema as z.ZodType<unknown>, query);
      };
      const v5 = await read('v5');
      expect(await read('v4')).toEqual(v5);
      expect(JSON.stringify(cms.requests.map((r) => r.headers.get('Strapi-Response-Format')))).toBe(
        '[null,"v4"]',
      );
    },
  );

  it('passes the meta pagination on with findPage', async () => {
    const page = await client().findPage(STRAPI_COLLECTIONS.events, EventSchema, {
      pagination: {page: 1, pageSize: 5},
    });
    expect(page.data).toHaveLength(5);
    expect(page.pagination).toMatchObject({page: 1, pageSize: 5});
    expect(page.pagination!.total).toBeGreaterThan(5);
  });
});

describe('the English fallback', () => {
  it('reads a single type in English when the locale has none', async () => {
    const home = await client({locale: 'nl'}).findSingle(STRAPI_COLLECTIONS.homePage, HomePageSchema);
    expect(home.locale).toBe('en');
    expect(cms.requests.map((r) => new URL(r.url).searchParams.get('locale'))).toEqual(['nl', 'en']);
  });

  it('reads a single type in the page’s locale when it has one, without asking English', async () => {
    const home = await client({locale: 'fr'}).findSingle(STRAPI_COLLECTIONS.homePage, HomePageSchema);
    expect(home.locale).toBe('fr');
    expect(cms.fetch).toHaveBeenCalledOnce();
  });

  it('finds an entry by handle in English when the locale lacks it', async () => {
    const nl = client({locale: 'nl'});
    const byHandle = (handle: string) => ({filters: {handle: {$eq: handle}}, populate: ['place']});
    const missingInDutch = await nl.findOne(
      STRAPI_COLLECTIONS.workshops,
      WorkshopSchema,
      byHandle('arranging-for-two'),
    );
    expect(missingInDutch).toMatchObject({handle: 'arranging-for-two', locale: 'en'});
    const dutch = await nl.findOne(
      STRAPI_COLLECTIONS.workshops,
      WorkshopSchema,
      byHandle('accordion-bourrees'),
    );
    expect(dutch).toMatchObject({handle: 'accordion-bourrees', locale: 'nl'});
    expect(
      await nl.findOne(STRAPI_COLLECTIONS.workshops, WorkshopSchema, byHandle('no-such-workshop')),
    ).toBeNull();
  });

  it('does not fall back for a list: an empty list stays empty', async () => {
    expect(await client({locale: 'fr'}).findMany(STRAPI_COLLECTIONS.podcasts, PodcastSchema)).toEqual([]);
    expect(cms.fetch).toHaveBeenCalledOnce();
    expect(
      (await client({locale: 'en'}).findMany(STRAPI_COLLECTIONS.podcasts, PodcastSchema)).length,
    ).toBeGreaterThan(0);
  });

  it('passes the 404 on when no language has the single type', async () => {
    const error = await client({locale: 'fr'})
      .findSingle('no-such-single-type', z.unknown())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({status: 404, name: 'NotFoundError'});
    expect(cms.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('errors', () => {
  it('passes the content system’s error body on (a wrong token)', async () => {
    const error = await client({token: 'wrong'})
      .findMany(STRAPI_COLLECTIONS.events, EventSchema)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).not.toBeInstanceOf(UnknownError);
    expect((error as CmsError).status).toBeGreaterThanOrEqual(401);
    expect((error as CmsError).status).toBeLessThanOrEqual(403);
  });

  it('turns a network failure into an UnknownError (500) and calls the hook', async () => {
    const onError = vi.fn();
    const error = await client({
      onError,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    })
      .findMany(STRAPI_COLLECTIONS.events, EventSchema)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownError);
    expect(error).toMatchObject({status: 500, message: 'fetch failed'});
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('logs a validation failure with the entity and the issues and treats it as a server error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Strict = z.object({title: z.string(), soldOutBy: z.string()});
    const error = await client()
      .findMany(STRAPI_COLLECTIONS.events, Strict)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsValidationError);
    expect(error).toMatchObject({status: 500, details: {entity: 'events'}});
    const [message, issues] = log.mock.calls[0]!;
    expect(message).toContain('"events"');
    expect(issues).toEqual(expect.arrayContaining([expect.objectContaining({path: [0, 'soldOutBy']})]));
  });
});

describe('the cache', () => {
  it('answers a second identical read without a request', async () => {
    const {cached, settle} = cachedClient({locale: 'fr'});
    const first = await cached.findMany(STRAPI_COLLECTIONS.events, EventSchema);
    await settle();
    const second = await cached.findMany(STRAPI_COLLECTIONS.events, EventSchema);
    expect(second).toEqual(first);
    expect(cms.fetch).toHaveBeenCalledOnce();
  });

  it('keys by query, locale and response format', async () => {
    const cache = new InMemoryCache();
    const pending: Promise<unknown>[] = [];
    const make = (o: Partial<CmsClientOptions>) =>
      client({cache, waitUntil: (p) => void pending.push(p), ...o});
    const variants = [
      [{locale: 'en'}, {}],
      [{locale: 'nl'}, {}],
      [{locale: 'nl', responseFormat: 'v4'}, {}],
      [{locale: 'en'}, {sort: ['publishedOn:desc']}],
    ] as const;
    for (let round = 0; round < 2; round++) {
      for (const [options, query] of variants) {
        await make(options).findMany(STRAPI_COLLECTIONS.videos, CONTENT_SCHEMAS.videos, query);
        await Promise.all(pending);
      }
    }
    expect(cms.fetch).toHaveBeenCalledTimes(4);
  });

  it('keeps a warm fallback page free of requests', async () => {
    const {cached, settle} = cachedClient({locale: 'nl'});
    await cached.findSingle(STRAPI_COLLECTIONS.homePage, HomePageSchema);
    await settle();
    expect(cms.fetch).toHaveBeenCalledTimes(2);
    const home = await cached.findSingle(STRAPI_COLLECTIONS.homePage, HomePageSchema);
    expect(home.locale).toBe('en');
    expect(cms.fetch).toHaveBeenCalledTimes(2);
  });

  it('shows an editor’s change within a minute, never making a warm page wait for the CMS', async () => {
    vi.useFakeTimers({toFake: ['Date'], now: Date.parse('2026-11-24T10:00:00Z')});
    try {
      const {cached, settle} = cachedClient({locale: 'fr'});
      const read = async () => (await cached.findMany(STRAPI_COLLECTIONS.pressArticles, CONTENT_SCHEMAS['press-articles']))[0]!.title;
      const before = await read();
      await settle();
      const file = join(cms.contentDir, 'press-articles', 'fr.json');
      const articles = JSON.parse(readFileSync(file, 'utf8')) as {title: string}[];
      articles[0]!.title = 'Un titre corrigé';
      writeFileSync(file, JSON.stringify(articles));

      vi.advanceTimersByTime(20_000);
      expect(await read()).toBe(before);
      expect(cms.fetch).toHaveBeenCalledOnce();

      vi.advanceTimersByTime(15_000);
      expect(await read()).toBe(before);
      await settle();
      expect(cms.fetch).toHaveBeenCalledTimes(2);
      expect(await read()).toBe('Un titre corrigé');
      expect(cms.fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never caches an error', async () => {
    const {cached, settle} = cachedClient({token: 'wrong'});
    for (let i = 0; i < 2; i++) {
      await expect(cached.findMany(STRAPI_COLLECTIONS.events, EventSchema)).rejects.toBeInstanceOf(CmsError);
      await settle();
    }
    expect(cms.fetch).toHaveBeenCalledTimes(2);
  });

  it('never caches a write', async () => {
    const {cached, settle} = cachedClient();
    const data = {
      name: 'Lies',
      email: 'lies@example.com',
      message: 'Komen jullie naar Brugge?',
      language: 'nl',
    };
    await cached.create(STRAPI_COLLECTIONS.contactMessages, data, ContactMessageSchema);
    await settle();
    await cached.create(STRAPI_COLLECTIONS.contactMessages, data, ContactMessageSchema);
    expect(cms.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('writing', () => {
  const message = {
    name: 'Jan',
    email: 'jan@example.com',
    message: 'Een vraag over de workshop.',
    language: 'nl',
  };

  it('creates an entry and returns it validated', async () => {
    const created = await client().create(STRAPI_COLLECTIONS.contactMessages, message, ContactMessageSchema);
    expect(created).toMatchObject({...message, id: expect.any(Number), documentId: expect.any(String)});
    const request = cms.requests[0]!;
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({data: message});
  });

  it('retries a write once when the server is briefly unavailable', async () => {
    let calls = 0;
    const flaky = async (input: string, init: RequestInit) =>
      ++calls === 1 ? new Response('unavailable', {status: 503}) : cms.fetch(input, init);
    const created = await client({fetch: flaky}).create(
      STRAPI_COLLECTIONS.contactMessages,
      message,
      ContactMessageSchema,
    );
    expect(calls).toBe(2);
    expect(created.email).toBe(message.email);
  });

  /** The inbox's count of messages from one address, read with the emulator's inbox token. */
  async function storedFrom(email: string): Promise<number> {
    const url = `${CMS_URL}/api/contact-messages?filters[email][$eqi]=${encodeURIComponent(email)}`;
    const answer = await cms.emulator.fetch(new Request(url, {headers: {Authorization: 'Bearer emulator-inbox-token'}}));
    expect(answer.status).toBe(200);
    return ((await answer.json()) as {data: unknown[]}).data.length;
  }

  it.each([
    ['a 502', () => new Response('bad gateway', {status: 502})],
    ['a reset connection', () => Promise.reject(new TypeError('fetch failed'))],
  ])('stores a write once when its first answer is lost (%s) and the retry carries the same key', async (_, lost) => {
    const email = `lost-${crypto.randomUUID()}@example.com`;
    let calls = 0;
    // The CMS stores the first request; its answer never reaches the site.
    const losing = async (input: string, init: RequestInit) => {
      const answer = await cms.fetch(input, init);
      return ++calls === 1 ? lost() : answer;
    };
    const created = await client({fetch: losing}).create(
      STRAPI_COLLECTIONS.contactMessages,
      {...message, email},
      ContactMessageSchema,
    );
    expect(calls).toBe(2);
    expect(created.email).toBe(email);
    const [first, retry] = cms.requests.slice(-2).map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(retry).toBe(first);
    expect(await storedFrom(email)).toBe(1);
  });

  it('sends the caller’s key when given one, and a fresh key for each new write', async () => {
    await client().create(STRAPI_COLLECTIONS.contactMessages, {...message, email: 'a@example.com'}, undefined, {
      idempotencyKey: 'contact-key-0123456789abcdef',
    });
    await client().create(STRAPI_COLLECTIONS.contactMessages, {...message, email: 'b@example.com'});
    await client().create(STRAPI_COLLECTIONS.contactMessages, {...message, email: 'c@example.com'});
    const keys = cms.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe('contact-key-0123456789abcdef');
    expect(keys[1]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('passes a refused write’s validation error on', async () => {
    const error = await client()
      .create(STRAPI_COLLECTIONS.contactMessages, {...message, email: 'not-an-address'})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({status: 400, name: 'ValidationError'});
    expect(cms.fetch).toHaveBeenCalledOnce();
  });
});
