// All resolvers: the catalogue half and the commerce half, merged type by type.
import {catalogueResolvers} from './catalogue-resolvers.js';
import {commerceResolvers} from './commerce-resolvers.js';
import {contentResolvers, registerContentNodes} from './content-resolvers.js';
import type {Resolvers} from './resolver-types.js';

function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const map of maps) {
    for (const [name, fields] of Object.entries(map)) {
      // The Storefront schema's root query type is QueryRoot; accept the usual name too.
      const typeName = name === 'Query' ? 'QueryRoot' : name;
      merged[typeName] = {...merged[typeName], ...fields};
    }
  }
  return merged;
}

registerContentNodes();

export const resolvers = mergeResolvers(catalogueResolvers, commerceResolvers, contentResolvers);
