import {
  collectionById,
  metafieldValue,
  productById,
  variantParent,
  type MetafieldRecord,
} from '../../../catalogue/catalogue-store.js';
import {paginate, type PageArgs} from '../../cursor-connections.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {parseGid, toGid} from '../../../ids/gid.js';
import type {MetafieldResolvers} from '../generated-resolver-types.js';

const REFERENCE_TYPES: Record<string, string> = {
  product_reference: 'Product',
  variant_reference: 'ProductVariant',
  collection_reference: 'Collection',
};

function loadReference(ctx: EmulatorContext, gid: string): object | null {
  const parsed = parseGid(gid);
  if (!parsed || !/^\d+$/.test(parsed.id)) return null;
  const id = Number(parsed.id);
  if (parsed.type === 'Product') return productById(ctx.db, id);
  if (parsed.type === 'ProductVariant') return variantParent(ctx.db, id);
  if (parsed.type === 'Collection') return collectionById(ctx.db, id);
  return null;
}

export const Metafield: MetafieldResolvers = {
  id: (metafield: MetafieldRecord) => toGid('Metafield', metafield.id),
  value: (metafield: MetafieldRecord, _args, ctx) => metafieldValue(ctx.db, metafield, localeOf(ctx)),
  reference: (metafield: MetafieldRecord, _args, ctx) =>
    REFERENCE_TYPES[metafield.type] ? loadReference(ctx, metafield.rawValue) : null,
  references: (metafield: MetafieldRecord, args: PageArgs, ctx) => {
    if (!metafield.type.startsWith('list.') || !REFERENCE_TYPES[metafield.type.slice(5)]) return null;
    const gids = JSON.parse(metafield.rawValue) as string[];
    const nodes = gids
      .map((gid) => loadReference(ctx, gid))
      .filter((node): node is object => node !== null);
    return paginate(nodes, args, (node) => (node as {id: number}).id);
  },
  // Non-null in the schema: an owner the emulator cannot load is an error, as the null it once returned was.
  parentResource: (metafield: MetafieldRecord, _args, ctx) => {
    const owner =
      metafield.ownerType === 'Product'
        ? productById(ctx.db, metafield.ownerId)
        : metafield.ownerType === 'ProductVariant'
          ? variantParent(ctx.db, metafield.ownerId)
          : metafield.ownerType === 'Collection'
            ? collectionById(ctx.db, metafield.ownerId)
            : null;
    if (!owner) throw new Error(`Metafield ${metafield.id} has no ${metafield.ownerType} ${metafield.ownerId}`);
    return owner;
  },
};
