// Parsed and validated documents keyed by schema and query text: a storefront sends the same few queries
// over and over, so parsing and validation run once per distinct text. The same text can be valid against
// the Storefront schema and not against the Customer Account one, hence one cache per schema.
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import {formatSyntaxError, formatValidationError} from './graphql-errors.js';
import {maxDepthRule} from './max-depth.js';

export type PreparedDocument =
  | {ok: true; document: DocumentNode}
  | {ok: false; errors: GraphQLFormattedError[]};

const MAX_ENTRIES = 500;
const caches = new WeakMap<GraphQLSchema, Map<string, PreparedDocument>>();
const rules = [...specifiedRules, maxDepthRule];

export function prepareDocument(schema: GraphQLSchema, query: string): PreparedDocument {
  let cache = caches.get(schema);
  if (!cache) {
    cache = new Map();
    caches.set(schema, cache);
  }
  const cached = cache.get(query);
  if (cached) return cached;
  let prepared: PreparedDocument;
  try {
    const document = parse(query);
    const errors = validate(schema, document, rules);
    prepared = errors.length
      ? {ok: false, errors: errors.map(formatValidationError)}
      : {ok: true, document};
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    prepared = {ok: false, errors: [formatSyntaxError(error)]};
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(query, prepared);
  return prepared;
}
