// All resolvers: the catalogue half and the commerce half, merged type by type.
import {catalogueResolvers} from './catalogue-resolvers.js';
import {commerceResolvers} from './commerce-resolvers.js';
import {contentResolvers, registerContentNodes} from './content-resolvers.js';
import type {Resolvers} from './generated-resolver-types.js';

registerContentNodes();

// The halves share only the root query type; every other type is resolved by one half.
export const resolvers: Resolvers = {
  ...catalogueResolvers,
  ...commerceResolvers,
  ...contentResolvers,
  QueryRoot: {...catalogueResolvers.QueryRoot, ...commerceResolvers.QueryRoot, ...contentResolvers.QueryRoot},
};
