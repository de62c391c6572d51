// metafield / metafields for any owner type (Product, ProductVariant, Collection, Shop).
import {metafieldOf} from '../../../catalogue/catalogue-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import type {TypeResolvers} from '../resolver-types.js';

interface Identifier {
  namespace?: string | null;
  key: string;
}

// Shopify reads a missing namespace as the app-reserved one; the seed only uses `custom`.
const DEFAULT_NAMESPACE = 'custom';

export function metafieldResolvers<P>(ownerType: string, ownerId: (parent: P) => number): TypeResolvers {
  const lookup = (parent: P, identifier: Identifier, ctx: EmulatorContext) =>
    metafieldOf(ctx.db, ownerType, ownerId(parent), identifier.namespace ?? DEFAULT_NAMESPACE, identifier.key);
  return {
    metafield: (parent: P, args: Identifier, ctx: EmulatorContext) => lookup(parent, args, ctx),
    metafields: (parent: P, args: {identifiers: Identifier[]}, ctx: EmulatorContext) =>
      args.identifiers.map((identifier) => lookup(parent, identifier, ctx)),
  };
}
