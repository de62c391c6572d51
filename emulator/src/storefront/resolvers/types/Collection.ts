import {
  collectionText,
  imageById,
  productById,
  productIdsInCollection,
  type CollectionRecord,
  type ProductRecord,
} from '../../../catalogue/catalogue-store.js';
import {checkPageArgs, paginate, type PageArgs} from '../../cursor-connections.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {applyFilters, productFacets, sortProducts, type ProductFilterInput} from '../../../catalogue/product-listing.js';
import {truncateText} from '../../../catalogue/plain-text.js';
import type {CollectionResolvers} from '../generated-resolver-types.js';
import {metafieldResolvers} from './HasMetafields.js';

interface ProductsArgs extends PageArgs {
  filters?: ProductFilterInput[] | null;
  sortKey: string;
  reverse: boolean;
}

function text(ctx: EmulatorContext, collection: CollectionRecord) {
  return collectionText(ctx.db, collection.id, localeOf(ctx));
}

export const Collection: CollectionResolvers = {
  id: (collection: CollectionRecord) => toGid('Collection', collection.id),
  title: (collection: CollectionRecord, _args, ctx) => text(ctx, collection).title,
  description: (collection: CollectionRecord, args: {truncateAt?: number | null}, ctx) =>
    truncateText(text(ctx, collection).description, args.truncateAt),
  descriptionHtml: (collection: CollectionRecord, _args, ctx) => text(ctx, collection).descriptionHtml,
  seo: (collection: CollectionRecord, _args, ctx) => {
    const {seoTitle, seoDescription} = text(ctx, collection);
    return {title: seoTitle, description: seoDescription};
  },
  image: (collection: CollectionRecord, _args, ctx) => {
    const image = collection.imageId ? imageById(ctx.db, collection.imageId) : null;
    return image ? {...image, gidType: 'CollectionImage'} : null;
  },
  onlineStoreUrl: () => null,
  trackingParameters: (parent: {trackingParameters?: string}) => parent.trackingParameters ?? null,
  products: (collection: CollectionRecord, args: ProductsArgs, ctx) => {
    checkPageArgs(args);
    const order = productIdsInCollection(ctx.db, collection.id);
    const members = order
      .map((id) => productById(ctx.db, id))
      .filter((product): product is ProductRecord => product !== null);
    const filtered = applyFilters(ctx, members, args.filters);
    const sorted = sortProducts(ctx, filtered, args.sortKey, args.reverse, {manualOrder: order});
    return {
      ...paginate(sorted, args, (product) => product.id),
      filters: productFacets(ctx, members, args.filters),
    };
  },
  ...metafieldResolvers('Collection', (collection: CollectionRecord) => collection.id),
};
