import {
  imageById,
  optionName,
  optionValueName,
  productById,
  variantAvailable,
  variantTitle,
  type VariantRecord,
} from '../../../catalogue/catalogue-store.js';
import {emptyConnection, paginate, type PageArgs} from '../../cursor-connections.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf, type Locale} from '../../../catalogue/catalogue-scope.js';
import {entryFor} from '../../../catalogue/map-entry.js';
import {toGid} from '../../../ids/gid.js';
import {presentmentCurrency} from '../../../catalogue/market.js';
import {money} from '../../graphql-shapes.js';
import {productModel} from '../../../catalogue/product-model.js';
import {sellingPlanAllocationsOf} from '../../../catalogue/selling-plans.js';
import {componentsOf, hasComponents} from '../../../catalogue/variant-components.js';
import type {ProductVariantResolvers} from '../generated-resolver-types.js';
import {metafieldResolvers} from './HasMetafields.js';

// A variant's title and selected options depend on the record and the language only. The records a product
// model holds live until the next write, so these are worked out once per record and language.
interface VariantTexts {
  title?: string;
  selectedOptions?: {name: string; value: string}[];
}
const textsByVariant = new WeakMap<VariantRecord, Map<Locale, VariantTexts>>();

function textsOf(variant: VariantRecord, locale: Locale): VariantTexts {
  return entryFor(entryFor(textsByVariant, variant, () => new Map<Locale, VariantTexts>()), locale, () => ({}));
}

export function variantTitleOf(ctx: EmulatorContext, variant: VariantRecord): string {
  const locale = localeOf(ctx);
  const texts = textsOf(variant, locale);
  texts.title ??= variantTitle(ctx.db, variant, locale);
  return texts.title;
}

function selectedOptionsOf(ctx: EmulatorContext, variant: VariantRecord): {name: string; value: string}[] {
  const locale = localeOf(ctx);
  const texts = textsOf(variant, locale);
  if (texts.selectedOptions) return texts.selectedOptions;
  const model = productModel(ctx, variant.productId);
  const selected = variant.optionValueIds.map((valueId) => {
    const position = model?.positions.get(valueId);
    const option = position ? model!.options[position[0]] : undefined;
    return {
      name: option ? optionName(ctx.db, option.id, locale) : '',
      value: optionValueName(ctx.db, valueId, locale),
    };
  });
  // Shared by every request that reads this variant, so frozen.
  selected.forEach((option) => Object.freeze(option));
  Object.freeze(selected);
  texts.selectedOptions = selected;
  return selected;
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
  selectedOptions: (variant: VariantRecord, _args, ctx) => selectedOptionsOf(ctx, variant),
  unitPrice: () => null,
  unitPriceMeasurement: () => null,
  taxable: () => true,
  requiresComponents: (variant: VariantRecord, _args, ctx) => hasComponents(ctx.db, variant.id),
  components: (variant: VariantRecord, args: PageArgs, ctx) =>
    paginate(componentsOf(ctx.db, variant.id), args, (component) => component.position),
  groupedBy: () => emptyConnection(),
  quantityPriceBreaks: () => emptyConnection(),
  sellingPlanAllocations: (variant: VariantRecord, args: PageArgs & {reverse: boolean}, ctx) => {
    const allocations = sellingPlanAllocationsOf(ctx.db, variant);
    return paginate(args.reverse ? [...allocations].reverse() : allocations, args, (allocation) => allocation.plan.id);
  },
  storeAvailability: () => emptyConnection(),
  shopPayInstallmentsPricing: () => null,
  quantityRule: () => ({minimum: 1, maximum: null, increment: 1}),
  ...metafieldResolvers('ProductVariant', (variant: VariantRecord) => variant.id),
};
