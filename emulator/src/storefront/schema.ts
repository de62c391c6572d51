// The executable Storefront API 2026-04 schema: Shopify's own introspection result plus our resolvers.
// Built once per process; getSchema() is cheap after the first call.
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  printSchema,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import {makeExecutableSchema} from '@graphql-tools/schema';
import {resolvers} from './resolvers/all-resolvers.js';

const require = createRequire(import.meta.url);

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  if (!schema) {
    const introspection = require('@shopify/hydrogen/storefront.schema.json') as IntrospectionQuery;
    const typeDefs = printSchema(buildClientSchema(introspection));
    schema = makeExecutableSchema({
      typeDefs,
      resolvers,
      resolverValidationOptions: {
        requireResolversForResolveType: 'ignore',
      },
    });
  }
  return schema;
}
