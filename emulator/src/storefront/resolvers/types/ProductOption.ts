import {optionName, optionValueName, type OptionRecord} from '../../catalogue.js';
import {localeOf} from '../../context.js';
import {toGid} from '../../gid.js';
import type {TypeResolvers} from '../types.js';

export const ProductOption: TypeResolvers = {
  id: (option: OptionRecord) => toGid('ProductOption', option.id),
  name: (option: OptionRecord, _args, ctx) => optionName(ctx.db, option.id, localeOf(ctx)),
  optionValues: (option: OptionRecord) => option.values,
  values: (option: OptionRecord, _args, ctx) =>
    option.values.map((value) => optionValueName(ctx.db, value.id, localeOf(ctx))),
};
