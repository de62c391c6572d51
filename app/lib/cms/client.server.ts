import {CacheCustom, CacheNone, createWithCache, type WithCache} from '@shopify/hydrogen';
import type {z} from 'zod';
import {isCmsOutage, type BackendBudget} from '~/lib/backend-budget.server';
import {CmsError, UnknownError, isNotFound} from './errors';
import {IDEMPOTENCY_KEY_HEADER, requestJson, type FetchLike} from './http';
import {normaliseResponse, type NormalisedResponse} from './normalise';
import {buildQuery, queryKey, type StrapiQuery} from './query';
import {TextKeyedMemo} from '~/lib/text-keyed-memo';
import type {ContentLocale} from './content-fields';
import {PaginationMetaSchema, type PaginationMeta, type StrapiError} from './response-envelopes';
import {CheckedAnswers, validateContent} from './validate';

export const FALLBACK_LOCALE: ContentLocale = 'en';

// An edit shows within a minute, no visitor waits on a warm page, and an outage keeps the content up a day.
export const CONTENT_CACHE = CacheCustom({mode: 'public', maxAge: 30, staleWhileRevalidate: 86_400});

export interface CmsClientOptions {
  url: string;
  token: string;
  locale: ContentLocale;
  cache?: Cache;
  waitUntil?: (promise: Promise<unknown>) => void;
  request?: Request;
  fetch?: FetchLike;
  budget?: BackendBudget;
  responseFormat?: 'v4' | 'v5';
  onError?: (error: UnknownError) => void;
  /** Preview mode: every read asks for this version (the token must be the preview token), uncached. */
  status?: PreviewStatus;
}

export type PreviewStatus = 'draft' | 'published';

export interface CmsPage<T> {
  data: T[];
  pagination: PaginationMeta | null;
}

export interface CmsClient {
  readonly locale: ContentLocale;
  // Never falls back: an empty list in one language is an intended empty state.
  findMany<T>(collection: string, schema: z.ZodType<T>, query?: StrapiQuery): Promise<T[]>;
  findPage<T>(collection: string, schema: z.ZodType<T>, query?: StrapiQuery): Promise<CmsPage<T>>;
  findOne<T>(
    collection: string,
    schema: z.ZodType<T>,
    query: StrapiQuery & {filters: StrapiQuery},
  ): Promise<T | null>;
  findSingle<T>(singleType: string, schema: z.ZodType<T>, query?: StrapiQuery): Promise<T>;
  create<T = unknown>(collection: string, data: unknown, schema?: z.ZodType<T>, write?: WriteOptions): Promise<T>;
  perform<T = unknown>(action: string, data: unknown, schema?: z.ZodType<T>, write?: WriteOptions): Promise<T>;
}

export interface WriteOptions {
  idempotencyKey?: string;
}

// An answer is kept as its JSON text: a read from the cache finds its checked result by that text, unparsed.
type ReadResult = {found: true; text: string} | {found: false; error: StrapiError};

// Shared by the requests of an isolate: reads answered from the cache are not checked twice.
const CHECKED = new CheckedAnswers();
const LIST_SCHEMAS = new WeakMap<z.ZodType, z.ZodType>();
const SEARCHES = new TextKeyedMemo<string>(200_000);

function contentSearch(query: StrapiQuery): string {
  const key = queryKey(query);
  return key === null ? buildQuery(query) : SEARCHES.get(key, () => buildQuery(query));
}

function listOf<T>(schema: z.ZodType<T>): z.ZodType<T[]> {
  let list = LIST_SCHEMAS.get(schema);
  if (!list) LIST_SCHEMAS.set(schema, (list = schema.array()));
  return list as z.ZodType<T[]>;
}

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const apiUrl = `${options.url.replace(/\/+$/, '')}/api`;
  const headers: Record<string, string> = {Authorization: `Bearer ${options.token}`};
  if (options.responseFormat === 'v4') headers['Strapi-Response-Format'] = 'v4';

  const withCache: WithCache | null =
    options.cache && options.waitUntil
      ? createWithCache({
          cache: options.cache,
          waitUntil: options.waitUntil,
          request: options.request ?? new Request(apiUrl),
        })
      : null;

  const onError = options.onError ?? ((error: UnknownError) => console.error('[cms]', error.message));
  const send = (url: string, method = 'GET', body?: unknown, extraHeaders: Record<string, string> = {}) => {
    const call = (signal?: AbortSignal) =>
      requestJson({url, method, headers: {...headers, ...extraHeaders}, body}, {fetch: options.fetch, onError, signal});
    // A form's post keeps the CMS's own error, which its page words; only the wait is bounded.
    const isOutage = method === 'GET' ? isCmsOutage : () => false;
    return options.budget ? options.budget.run('cms', call, isOutage) : call();
  };

  // A single type's 404 is cached as "missing": a missing translation is content, like an empty list.
  async function read(path: string, query: StrapiQuery, missingIsContent: boolean): Promise<ReadResult> {
    const search = contentSearch(options.status ? {...query, status: options.status} : query);
    const url = `${apiUrl}/${path}${search ? `?${search}` : ''}`;
    const load = async (): Promise<ReadResult> => {
      try {
        return {found: true, text: JSON.stringify(await send(url))};
      } catch (error) {
        if (missingIsContent && isNotFound(error)) {
          const {status, name, message, details} = error as CmsError;
          return {found: false, error: {status, name, message, details}};
        }
        throw error;
      }
    };
    if (!withCache) return load();
    return withCache.run(
      {
        cacheKey: ['cms', url, options.responseFormat ?? 'v5', 'text'],
        // What an editor previews is theirs alone, and must be what the CMS holds this second.
        cacheStrategy: options.status ? CacheNone() : CONTENT_CACHE,
        shouldCacheResult: () => true,
      },
      load,
    );
  }

  async function readList<T>(
    collection: string,
    schema: z.ZodType<T>,
    query: StrapiQuery,
    locale: ContentLocale,
  ): Promise<CmsPage<T>> {
    const result = await read(collection, {locale, ...query}, false);
    if (!result.found) throw new CmsError(result.error);
    const list = listOf(schema);
    return CHECKED.read(list, result.text, (body) => {
      const {data, meta} = unwrap(body);
      const pagination = PaginationMetaSchema.safeParse(meta.pagination);
      return {
        data: validateContent(collection, list, data),
        pagination: pagination.success ? pagination.data : null,
      };
    });
  }

  function unwrap(body: unknown): NormalisedResponse {
    try {
      return normaliseResponse(body);
    } catch (error) {
      const unknownError = new UnknownError(error instanceof Error ? error.message : String(error), {
        cause: error,
      });
      onError(unknownError);
      throw unknownError;
    }
  }

  const findPage: CmsClient['findPage'] = (collection, schema, query = {}) =>
    readList(collection, schema, query, options.locale);

  return {
    locale: options.locale,
    findPage,

    async findMany(collection, schema, query) {
      return (await findPage(collection, schema, query)).data;
    },

    async findOne(collection, schema, query) {
      const firstOnly = {...query, pagination: {page: 1, pageSize: 1}};
      for (const locale of localesToTry(options.locale)) {
        const [entry] = (await readList(collection, schema, firstOnly, locale)).data;
        if (entry !== undefined) return entry;
      }
      return null;
    },

    async findSingle(singleType, schema, query = {}) {
      let missing: StrapiError | null = null;
      for (const locale of localesToTry(options.locale)) {
        const result = await read(singleType, {locale, ...query}, true);
        if (result.found) {
          return CHECKED.read(schema, result.text, (body) => validateContent(singleType, schema, unwrap(body).data));
        }
        missing = result.error;
      }
      throw new CmsError(missing ?? {status: 404, name: 'NotFoundError', message: 'Not Found', details: {}});
    },

    create: post,
    perform: post,
  };

  async function post<T>(path: string, data: unknown, schema?: z.ZodType<T>, write: WriteOptions = {}): Promise<T> {
    const key: Record<string, string> = write.idempotencyKey ? {[IDEMPOTENCY_KEY_HEADER]: write.idempotencyKey} : {};
    const body = await send(`${apiUrl}/${path}`, 'POST', {data}, key);
    const entry = unwrap(body).data;
    return schema ? validateContent(path, schema, entry) : (entry as T);
  }
}

function localesToTry(locale: ContentLocale): ContentLocale[] {
  return locale === FALLBACK_LOCALE ? [locale] : [locale, FALLBACK_LOCALE];
}
