// POST/GET /api/{version}/graphql.json and /api/graphql.json: the version served, access tokens, body
// limits, then execution against the schema, in one JSON answer or, for `@defer`, in parts.
import {randomUUID} from 'node:crypto';
import {execute, type ExecutionResult, type GraphQLFormattedError} from 'graphql';
import {inReadTransaction} from '../db/read-transaction.js';
import {textResponse} from '../http/body.js';
import type {RouteHandler} from '../http/route-handler.js';
import {isVersionShaped, servedVersion} from './api-versions.js';
import {buyerRefusal} from './buyer-context.js';
import type {EmulatorContext} from './graphql-context.js';
import {executeQuery} from './compiled-queries.js';
import {acceptsMultipart, deferredPayloads, multipartChunks, MULTIPART_CONTENT_TYPE, planDefers} from './deferred-execution.js';
import {prepareDocument} from './document-cache.js';
import {emulatorFieldResolver} from './field-resolver.js';
import {errorBody, formatExecutionError} from './graphql-errors.js';
import {readGraphqlRequest} from './graphql-request.js';
import {readInContext, selectOperation} from './in-context.js';
import {cacheKey, cachedBody, isCacheable, storeBody} from './response-cache.js';
import {getSchema} from './schema.js';

/**
 * Whether a path is the Storefront API's: its endpoint (`endpoint`), or another path in its space (a
 * version-shaped first segment). `version` is the one the path names, if any. Null: the CMS's.
 */
export function storefrontPath(pathname: string): {version: string | undefined; endpoint: boolean} | null {
  const [empty, api, first, ...rest] = pathname.split('/');
  if (empty !== '' || api !== 'api' || first === undefined) return null;
  if (first === 'graphql.json' && rest.length === 0) return {version: undefined, endpoint: true};
  if (!isVersionShaped(first)) return null;
  return {version: first, endpoint: rest.length === 1 && rest[0] === 'graphql.json'};
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-shopify-storefront-access-token, shopify-storefront-private-token, shopify-storefront-buyer-ip, x-sdk-variant, x-sdk-version, x-sdk-variant-source',
};

function headersFor(version: string, contentType = 'application/json; charset=utf-8'): Record<string, string> {
  return {'content-type': contentType, ...CORS_HEADERS, 'x-request-id': randomUUID(), 'x-shopify-api-version': version};
}

function multipartResponse(chunks: string[], version: string): Response {
  const encoder = new TextEncoder();
  const parts = chunks.values();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(body, {status: 200, headers: headersFor(version, MULTIPART_CONTENT_TYPE)});
}

export function createGraphqlRoute(tokens: {
  publicToken: string;
  privateToken: string;
  /** Off only to measure the resolvers themselves (the benchmark's uncached row). */
  responseCache?: boolean;
}): RouteHandler {
  return async (request, routeCtx) => {
    const url = new URL(request.url);
    const path = storefrontPath(url.pathname);
    if (path === null) return null;
    const version = servedVersion(path.version, routeCtx.now());
    if (!path.endpoint) return jsonAnswer(errorBody('Not Found', 'NOT_FOUND'), 404, version);
    const respond = (body: unknown, status = 200) => jsonAnswer(body, status, version);
    const respondText = (text: string) => textResponse(text, {status: 200, headers: headersFor(version)});
    if (request.method === 'OPTIONS') {
      return new Response(null, {status: 204, headers: {...CORS_HEADERS, 'x-shopify-api-version': version}});
    }
    if (request.method !== 'POST' && request.method !== 'GET') {
      return textResponse(JSON.stringify(errorBody('Method not allowed', 'METHOD_NOT_ALLOWED')), {
        status: 405,
        headers: {...headersFor(version), allow: 'GET, POST, OPTIONS'},
      });
    }
    const publicToken = request.headers.get('x-shopify-storefront-access-token');
    const privateToken = request.headers.get('shopify-storefront-private-token');
    if (publicToken !== tokens.publicToken && privateToken !== tokens.privateToken) {
      return respond(errorBody('', 'UNAUTHORIZED'), 401);
    }

    const graphqlRequest = await readGraphqlRequest(request, url);
    if ('refused' in graphqlRequest) return respond(graphqlRequest.refused.body, graphqlRequest.refused.status);
    if (!graphqlRequest.query.trim()) {
      return respond(errorBody('No query string was present', 'BAD_REQUEST'), 400);
    }

    const schema = getSchema();
    const prepared = prepareDocument(schema, graphqlRequest.query);
    if (!prepared.ok) return respond({errors: prepared.errors});

    const operation = selectOperation(prepared.document, graphqlRequest.operationName);
    if (request.method === 'GET' && operation?.operation === 'mutation') {
      return respond(errorBody('Mutations are not allowed over GET', 'BAD_REQUEST'), 405);
    }
    const refusal = buyerRefusal(routeCtx.db, operation, graphqlRequest.variables, routeCtx.now());
    if (refusal) return respond({errors: refusal});
    const cacheable = tokens.responseCache !== false && isCacheable(operation);
    const key = cacheable ? cacheKey(graphqlRequest.query, graphqlRequest.variables, graphqlRequest.operationName) : '';
    const contextValue: EmulatorContext = {
      db: routeCtx.db,
      baseUrl: routeCtx.baseUrl,
      now: routeCtx.now,
      i18n: readInContext(operation, graphqlRequest.variables),
      request,
    };
    // A mutation is never run twice, so only a query is cut up into parts.
    if (operation?.operation === 'query' && acceptsMultipart(request)) {
      const {defers} = planDefers(prepared.document, operation, graphqlRequest.variables);
      if (defers.length) {
        const run = {schema, document: prepared.document, operation, variables: graphqlRequest.variables, contextValue};
        return multipartResponse(multipartChunks(inReadTransaction(routeCtx.db, () => deferredPayloads(run))), version);
      }
    }
    // `store`: only an answer worked out inside the read transaction is filed under the version it read.
    const finish = (result: ExecutionResult, store: boolean): string => {
      const body: {data?: unknown; errors?: GraphQLFormattedError[]} = {};
      if (result.errors?.length) body.errors = result.errors.map(formatExecutionError);
      if (result.data !== undefined) body.data = result.data;
      const text = JSON.stringify(body);
      if (store) storeBody(routeCtx.db, key, text);
      return text;
    };
    const answer = (): string | Promise<string> => {
      if (cacheable) {
        const cached = cachedBody(routeCtx.db, key);
        if (cached !== undefined) return cached;
      }
      const result =
        operation?.operation === 'query'
          ? executeQuery({
              schema,
              document: prepared.document,
              variables: graphqlRequest.variables,
              operationName: graphqlRequest.operationName,
              contextValue,
            })
          : execute({
              schema,
              document: prepared.document,
              variableValues: graphqlRequest.variables,
              operationName: graphqlRequest.operationName,
              contextValue,
              fieldResolver: emulatorFieldResolver,
            });
      return result instanceof Promise ? result.then((settled) => finish(settled, false)) : finish(result, cacheable);
    };
    // A query's reads, the cache's version check and the version its answer is stored under come from one
    // snapshot. The resolvers are synchronous; were one to return a promise, the transaction would end
    // before it settles, so such an answer is not stored.
    return respondText(await (operation?.operation === 'query' ? inReadTransaction(routeCtx.db, answer) : answer()));
  };
}

function jsonAnswer(body: unknown, status: number, version: string): Response {
  return textResponse(JSON.stringify(body), {status, headers: headersFor(version)});
}
