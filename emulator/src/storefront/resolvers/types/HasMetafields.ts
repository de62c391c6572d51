// metafield / metafields for any owner type (Product, ProductVariant, Collection, Shop).
import {metafieldOf, type MetafieldRecord} from '../../../catalogue/catalogue-store.js';
import type {EmulatorContext} from '../../graphql-context.js';

interface Identifier {
  namespace?: string | null;
  key: string;
}

// Shopify reads a missing namespace as the app-reserved one; the seed only uses `custom`.
const DEFAULT_NAMESPACE = 'custom';

interface MetafieldResolvers<P> {
  metafield: (parent: P, args: Identifier, ctx: EmulatorContext) => MetafieldRecord | null;
  metafields: (parent: P, args: {identifiers: Identifier[]}, ctx: EmulatorContext) => (MetafieldRecord | null)[];
}

export function metafieldResolvers<P>(ownerType: string, ownerId: (parent: P) => number): MetafieldResolvers<P> {
  const lookup = (parent: P, identifier: Identifier, ctx: EmulatorContext) =>
    metafieldOf(ctx.db, ownerType, ownerId(parent), identifier.namespace ?? DEFAULT_NAMESPACE, identifier.key);
  return {
    metafield: (parent: P, args: Identifier, ctx: EmulatorContext) => lookup(parent, args, ctx),
    metafields: (parent: P, args: {identifiers: Identifier[]}, ctx: EmulatorContext) =>
      args.identifiers.map((identifier) => lookup(parent, identifier, ctx)),
  };
}
