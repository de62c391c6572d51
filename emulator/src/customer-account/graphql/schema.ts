// The executable Customer Account API 2026-04 schema: Shopify's own introspection result plus our
// resolvers. Built once per process.
import {createRequire} from 'node:module';
import {buildClientSchema, printSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';
import {makeExecutableSchema} from '@graphql-tools/schema';
import {resolvers} from './resolvers/all-resolvers.js';

const require = createRequire(import.meta.url);

let schema: GraphQLSchema | undefined;

export function getCustomerAccountSchema(): GraphQLSchema {
  if (!schema) {
    const introspection = require('@shopify/hydrogen/customer-account.schema.json') as IntrospectionQuery;
    schema = makeExecutableSchema({
      typeDefs: printSchema(buildClientSchema(introspection)),
      resolvers,
      resolverValidationOptions: {requireResolversForResolveType: 'ignore'},
    });
  }
  return schema;
}
