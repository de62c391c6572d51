// The body of a GraphQL request, GET or POST, as both GraphQL endpoints read it: size limit, JSON shape.
import {BodyTooLargeError, readBodyLimited} from '../http/body.js';
import {errorBody, type ErrorBody} from './graphql-errors.js';

export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/** The request cannot be read: the status and body to answer with. */
export interface Refused {
  refused: {status: number; body: ErrorBody};
}

function refuse(body: ErrorBody, status: number): Refused {
  return {refused: {status, body}};
}

export async function readGraphqlRequest(request: Request, url: URL): Promise<GraphqlRequest | Refused> {
  if (request.method === 'GET') {
    const variables = url.searchParams.get('variables');
    try {
      return {
        query: url.searchParams.get('query') ?? '',
        variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {},
        operationName: url.searchParams.get('operationName'),
      };
    } catch {
      return refuse(errorBody('The variables parameter is not valid JSON', 'BAD_REQUEST'), 400);
    }
  }
  let text: string;
  try {
    text = await readBodyLimited(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return refuse(errorBody('Request body is larger than 1 MB', 'PAYLOAD_TOO_LARGE'), 413);
    }
    throw error;
  }
  if ((request.headers.get('content-type') ?? '').includes('application/graphql')) {
    return {query: text, variables: {}, operationName: null};
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(errorBody('Request body is not valid JSON', 'BAD_REQUEST'), 400);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return refuse(errorBody('Request body must be a JSON object', 'BAD_REQUEST'), 400);
  }
  const {query, variables, operationName} = body as Record<string, unknown>;
  if (
    (query !== undefined && typeof query !== 'string') ||
    (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) ||
    (operationName != null && typeof operationName !== 'string')
  ) {
    return refuse(errorBody('query must be a string, variables an object, operationName a string', 'BAD_REQUEST'), 400);
  }
  return {
    query: query ?? '',
    variables: (variables as Record<string, unknown> | null) ?? {},
    operationName: (operationName as string | null) ?? null,
  };
}
