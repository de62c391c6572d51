// POST /{shopId}/account/customer/api/2026-04/graphql: the Customer Account API. The access token (raw, as
// Hydrogen sends it, or after `Bearer `) names the customer; everything is read and written as that customer.
import {randomUUID} from 'node:crypto';
import {execute, type ExecutionResult, type GraphQLFormattedError} from 'graphql';
import {inReadTransaction} from '../db/read-transaction.js';
import {textResponse} from '../http/body.js';
import type {RouteHandler} from '../http/route-handler.js';
import {prepareDocument} from '../storefront/document-cache.js';
import {emulatorFieldResolver} from '../storefront/field-resolver.js';
import {errorBody, formatExecutionError, type ErrorBody} from '../storefront/graphql-errors.js';
import {readGraphqlRequest} from '../storefront/graphql-request.js';
import {readInContext, selectOperation} from '../storefront/in-context.js';
import {customerForAccountToken} from './account-tokens.js';
import {shopId} from './customer-account-config.js';
import type {CustomerAccountContext} from './graphql/context.js';
import {getCustomerAccountSchema} from './graphql/schema.js';

export const CUSTOMER_ACCOUNT_API_VERSION = '2026-04';

const PATH = /^\/([^/]+)\/account\/customer\/api\/([^/]+)\/graphql$/;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept, origin, user-agent',
  'access-control-max-age': '86400',
};

/**
 * What a missing, unknown, expired or revoked token gets. Hydrogen's client reads only the status (a 401
 * signs the visitor out); the body is a GraphQL error list as every other answer of this endpoint.
 */
export const UNAUTHORIZED_BODY: ErrorBody = errorBody('Unauthorized', 'UNAUTHORIZED');

function respond(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return textResponse(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...CORS_HEADERS,
      'x-request-id': randomUUID(),
      ...headers,
    },
  });
}

function accessToken(request: Request): string | null {
  const header = request.headers.get('authorization')?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

export const customerAccountGraphqlRoute: RouteHandler = async (request, routeCtx) => {
  const url = new URL(request.url);
  const match = PATH.exec(url.pathname);
  if (!match) return null;
  const [, shop, version] = match;
  if (shop !== shopId()) return respond(errorBody('Not Found', 'NOT_FOUND'), 404);
  if (version !== CUSTOMER_ACCOUNT_API_VERSION) {
    // One schema is served; answering another version with it would pass for that version's behaviour.
    return respond(
      errorBody(`The emulator serves the Customer Account API ${CUSTOMER_ACCOUNT_API_VERSION} only, not ${version}`, 'NOT_FOUND'),
      404,
    );
  }
  if (request.method === 'OPTIONS') return new Response(null, {status: 204, headers: CORS_HEADERS});
  if (request.method !== 'POST') {
    return respond(errorBody('Method not allowed', 'METHOD_NOT_ALLOWED'), 405, {allow: 'POST, OPTIONS'});
  }
  const token = accessToken(request);
  const customer = token ? customerForAccountToken(routeCtx.db, token, routeCtx.now()) : null;
  if (!customer) return respond(UNAUTHORIZED_BODY, 401, {'www-authenticate': 'Bearer error="invalid_token"'});

  const graphqlRequest = await readGraphqlRequest(request, url);
  if ('refused' in graphqlRequest) return respond(graphqlRequest.refused.body, graphqlRequest.refused.status);
  if (!graphqlRequest.query.trim()) return respond(errorBody('No query string was present', 'BAD_REQUEST'), 400);

  const schema = getCustomerAccountSchema();
  const prepared = prepareDocument(schema, graphqlRequest.query);
  if (!prepared.ok) return respond({errors: prepared.errors});

  const operation = selectOperation(prepared.document, graphqlRequest.operationName);
  const contextValue: CustomerAccountContext = {
    db: routeCtx.db,
    baseUrl: routeCtx.baseUrl,
    now: routeCtx.now,
    i18n: readInContext(operation, graphqlRequest.variables),
    customer,
  };
  const run = () =>
    execute({
      schema,
      document: prepared.document,
      variableValues: graphqlRequest.variables,
      operationName: graphqlRequest.operationName,
      contextValue,
      fieldResolver: emulatorFieldResolver,
    }) as ExecutionResult;
  // Resolvers are synchronous: a query reads one snapshot; a mutation opens its own write transaction.
  const result = operation?.operation === 'query' ? inReadTransaction(routeCtx.db, run) : run();
  const body: {data?: unknown; errors?: GraphQLFormattedError[]} = {};
  if (result.errors?.length) body.errors = result.errors.map(formatExecutionError);
  if (result.data !== undefined) body.data = result.data;
  return respond(body);
};
