import {optionValueName, type OptionValueRecord} from '../../../catalogue/catalogue-store.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {productModel} from '../../../catalogue/product-model.js';
import type {ProductOptionValueResolvers} from '../generated-resolver-types.js';

export const ProductOptionValue: ProductOptionValueResolvers = {
  id: (value: OptionValueRecord) => toGid('ProductOptionValue', value.id),
  name: (value: OptionValueRecord, _args, ctx) => optionValueName(ctx.db, value.id, localeOf(ctx)),
  // Shopify: the first variant by position that has this value.
  firstSelectableVariant: (value: OptionValueRecord, _args, ctx) =>
    productModel(ctx, value.productId)?.variants.find((variant) => variant.optionValueIds.includes(value.id)) ??
    null,
  swatch: () => null,
};
