import {
  allCollections,
  imagesOfProduct,
  productIdsInCollection,
  productText,
  variantAvailable,
  type ProductRecord,
  type VariantRecord,
} from '../../../catalogue/catalogue-store.js';
import {paginate, type PageArgs} from '../../cursor-connections.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {presentmentCurrency} from '../../../catalogue/market.js';
import {money} from '../../graphql-shapes.js';
import {
  availableVariants,
  derivedFrom,
  productModel,
  variantTuple,
  type ProductModel,
} from '../../../catalogue/product-model.js';
import {sellingPlanGroupsOf} from '../../../catalogue/selling-plans.js';
import {truncateText} from '../../../catalogue/plain-text.js';
import {encodeVariantTuples} from '../../variant-encoding.js';
import {
  adjacentVariants,
  selectedOrFirstAvailableVariant,
  variantBySelectedOptions,
  type SelectedOptionInput,
} from '../../../catalogue/variant-selection.js';
import type {ProductResolvers} from '../generated-resolver-types.js';
import {metafieldResolvers} from './HasMetafields.js';
import {asMedia} from './MediaImage.js';
import {variantTitleOf} from './ProductVariant.js';

interface SelectionArgs {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions: boolean;
  caseInsensitiveMatch: boolean;
}

function model(ctx: EmulatorContext, product: ProductRecord): ProductModel {
  const loaded = productModel(ctx, product.id);
  if (!loaded) throw new Error(`Product ${product.id} vanished during the request`);
  return loaded;
}

function text(ctx: EmulatorContext, product: ProductRecord) {
  return productText(ctx.db, product.id, localeOf(ctx));
}

function priceRange(ctx: EmulatorContext, cents: number[]) {
  const currency = presentmentCurrency(ctx);
  const values = cents.length ? cents : [0];
  return {
    minVariantPrice: money(Math.min(...values), currency),
    maxVariantPrice: money(Math.max(...values), currency),
  };
}

const VARIANT_SORTS: Record<string, (ctx: EmulatorContext) => (a: VariantRecord, b: VariantRecord) => number> = {
  POSITION: () => (a, b) => a.position - b.position,
  RELEVANCE: () => (a, b) => a.position - b.position,
  ID: () => (a, b) => a.id - b.id,
  SKU: () => (a, b) => (a.sku ?? '').localeCompare(b.sku ?? ''),
  TITLE: (ctx) => (a, b) => variantTitleOf(ctx, a).localeCompare(variantTitleOf(ctx, b), localeOf(ctx)),
};

export const Product: ProductResolvers = {
  id: (product: ProductRecord) => toGid('Product', product.id),
  title: (product: ProductRecord, _args, ctx) => text(ctx, product).title,
  description: (product: ProductRecord, args: {truncateAt?: number | null}, ctx) =>
    truncateText(text(ctx, product).description, args.truncateAt),
  descriptionHtml: (product: ProductRecord, _args, ctx) => text(ctx, product).descriptionHtml,
  productType: (product: ProductRecord, _args, ctx) => text(ctx, product).productType,
  seo: (product: ProductRecord, _args, ctx) => {
    const {seoTitle, seoDescription} = text(ctx, product);
    return {title: seoTitle, description: seoDescription};
  },
  availableForSale: (product: ProductRecord, _args, ctx) => model(ctx, product).variants.some(variantAvailable),
  totalInventory: (product: ProductRecord, _args, ctx) =>
    model(ctx, product).variants.reduce((sum, variant) => sum + Math.max(variant.quantityAvailable, 0), 0),
  onlineStoreUrl: () => null,
  isGiftCard: () => false,
  requiresSellingPlan: (product: ProductRecord) => product.requiresSellingPlan,
  trackingParameters: (product) => product.trackingParameters ?? null,
  category: () => null,
  sellingPlanGroups: (product: ProductRecord, args: PageArgs & {reverse: boolean}, ctx) => {
    const groups = sellingPlanGroupsOf(ctx.db, product.id);
    return paginate(args.reverse ? [...groups].reverse() : groups, args, (group) => group.id);
  },
  featuredImage: (product: ProductRecord, _args, ctx) => imagesOfProduct(ctx.db, product.id)[0] ?? null,
  images: (product: ProductRecord, args: PageArgs & {reverse: boolean}, ctx) => {
    const images = imagesOfProduct(ctx.db, product.id);
    return paginate(args.reverse ? images.reverse() : images, args, (image) => image.id);
  },
  media: (product: ProductRecord, args: PageArgs & {reverse: boolean}, ctx) => {
    const media = imagesOfProduct(ctx.db, product.id).map(asMedia);
    return paginate(args.reverse ? media.reverse() : media, args, (item) => item.image.id);
  },
  options: (product: ProductRecord, args: {first?: number | null}, ctx) => {
    const options = model(ctx, product).options;
    return args.first != null ? options.slice(0, Math.max(args.first, 0)) : options;
  },
  variants: (product: ProductRecord, args: PageArgs & {reverse: boolean; sortKey: string}, ctx) => {
    const variants = [...model(ctx, product).variants].sort((VARIANT_SORTS[args.sortKey] ?? VARIANT_SORTS.POSITION)(ctx));
    if (args.reverse) variants.reverse();
    return paginate(variants, args, (variant) => variant.id);
  },
  variantsCount: (product: ProductRecord, _args, ctx) => ({
    count: model(ctx, product).variants.length,
    precision: 'EXACT',
  }),
  priceRange: (product: ProductRecord, _args, ctx) =>
    priceRange(ctx, model(ctx, product).variants.map((variant) => variant.priceCents)),
  // Variants without a compare-at price count as 0, as on Shopify.
  compareAtPriceRange: (product: ProductRecord, _args, ctx) =>
    priceRange(ctx, model(ctx, product).variants.map((variant) => variant.compareAtCents ?? 0)),
  variantBySelectedOptions: (product: ProductRecord, args: SelectionArgs, ctx) =>
    variantBySelectedOptions(ctx, model(ctx, product), args.selectedOptions ?? [], args),
  selectedOrFirstAvailableVariant: (product: ProductRecord, args: SelectionArgs, ctx) =>
    selectedOrFirstAvailableVariant(ctx, model(ctx, product), args.selectedOptions, args),
  adjacentVariants: (product: ProductRecord, args: SelectionArgs, ctx) =>
    adjacentVariants(ctx, model(ctx, product), args.selectedOptions, args),
  encodedVariantExistence: (product: ProductRecord, _args, ctx) =>
    derivedFrom(model(ctx, product), 'encoded-existence', (loaded) =>
      encodeVariantTuples(loaded.variants.map((variant) => variantTuple(loaded, variant))),
    ),
  encodedVariantAvailability: (product: ProductRecord, _args, ctx) =>
    derivedFrom(model(ctx, product), 'encoded-availability', (loaded) =>
      encodeVariantTuples(availableVariants(loaded).map((variant) => variantTuple(loaded, variant))),
    ),
  collections: (product: ProductRecord, args: PageArgs & {reverse: boolean}, ctx) => {
    const collections = allCollections(ctx.db).filter((collection) =>
      productIdsInCollection(ctx.db, collection.id).includes(product.id),
    );
    return {
      ...paginate(args.reverse ? collections.reverse() : collections, args, (collection) => collection.id),
      totalCount: String(collections.length),
    };
  },
  ...metafieldResolvers('Product', (product: ProductRecord) => product.id),
};
