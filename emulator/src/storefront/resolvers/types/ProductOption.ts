import {optionName, optionValueName, type OptionRecord} from '../../../catalogue/catalogue-store.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import type {ProductOptionResolvers} from '../generated-resolver-types.js';

export const ProductOption: ProductOptionResolvers = {
  id: (option: OptionRecord) => toGid('ProductOption', option.id),
  name: (option: OptionRecord, _args, ctx) => optionName(ctx.db, option.id, localeOf(ctx)),
  optionValues: (option: OptionRecord) => option.values,
  values: (option: OptionRecord, _args, ctx) =>
    option.values.map((value) => optionValueName(ctx.db, value.id, localeOf(ctx))),
};
