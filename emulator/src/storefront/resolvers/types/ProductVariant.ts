import {
  imageById,
  optionName,
  optionValueName,
  productById,
  variantAvailable,
  variantTitle,
  type VariantRecord,
} from '../../../catalogue/catalogue-store.js';
import {emptyConnection} from '../../cursor-connections.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {presentmentCurrency} from '../../../catalogue/market.js';
import {money} from '../../graphql-shapes.js';
import {productModel} from '../../../catalogue/product-model.js';
import type {ProductVariantResolvers} from '../generated-resolver-types.js';
import {metafieldResolvers} from './HasMetafields.js';

export function variantTitleOf(ctx: EmulatorContext, variant: VariantRecord): string {
  return variantTitle(ctx.db, variant, localeOf(ctx));
}

export const ProductVariant: ProductVariantResolvers = {
  id: (variant: VariantRecord) => toGid('ProductVariant', variant.id),
  title: (variant: VariantRecord, _args, ctx) => variantTitleOf(ctx, variant),
  price: (variant: VariantRecord, _args, ctx) => money(variant.priceCents, presentmentCurrency(ctx)),
  priceV2: (variant: VariantRecord, _args, ctx) => money(variant.priceCents, presentmentCurrency(ctx)),
  compareAtPrice: (variant: VariantRecord, _args, ctx) =>
    variant.compareAtCents == null ? null : money(variant.compareAtCents, presentmentCurrency(ctx)),
  compareAtPriceV2: (variant: VariantRecord, _args, ctx) =>
    variant.compareAtCents == null ? null : money(variant.compareAtCents, presentmentCurrency(ctx)),
  availableForSale: (variant: VariantRecord) => variantAvailable(variant),
  // Inventory policy is "deny": nothing sells below zero, so nothing is ever "not in stock but for sale".
  currentlyNotInStock: () => false,
  quantityAvailable: (variant: VariantRecord) => Math.max(variant.quantityAvailable, 0),
  image: (variant: VariantRecord, _args, ctx) => (variant.imageId ? imageById(ctx.db, variant.imageId) : null),
  product: (variant, _args, ctx) => {
    const product = productModel(ctx, variant.productId)?.product ?? productById(ctx.db, variant.productId);
    if (!product) throw new Error(`Variant ${variant.id} has no product ${variant.productId}`);
    return product;
  },
  selectedOptions: (variant: VariantRecord, _args, ctx) => {
    const locale = localeOf(ctx);
    const model = productModel(ctx, variant.productId);
    return variant.optionValueIds.map((valueId) => {
      const position = model?.positions.get(valueId);
      const option = position ? model!.options[position[0]] : undefined;
      return {
        name: option ? optionName(ctx.db, option.id, locale) : '',
        value: optionValueName(ctx.db, valueId, locale),
      };
    });
  },
  unitPrice: () => null,
  unitPriceMeasurement: () => null,
  taxable: () => true,
  requiresComponents: () => false,
  components: () => emptyConnection(),
  groupedBy: () => emptyConnection(),
  quantityPriceBreaks: () => emptyConnection(),
  sellingPlanAllocations: () => emptyConnection(),
  storeAvailability: () => emptyConnection(),
  shopPayInstallmentsPricing: () => null,
  quantityRule: () => ({minimum: 1, maximum: null, increment: 1}),
  ...metafieldResolvers('ProductVariant', (variant: VariantRecord) => variant.id),
};
