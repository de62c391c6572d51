// Resolving shopper selections ({name, value} pairs) to variants, as Product.variantBySelectedOptions,
// selectedOrFirstAvailableVariant and adjacentVariants do.
import {optionName, optionNames, optionValueName, optionValueNames, variantAvailable, type VariantRecord} from './catalogue-store.js';
import {localeOf, type CatalogueScope} from './catalogue-scope.js';
import {variantTuple, type ProductModel} from './product-model.js';

export interface SelectedOptionInput {
  name: string;
  value: string;
}

export interface MatchOptions {
  ignoreUnknownOptions: boolean;
  caseInsensitiveMatch: boolean;
}

function sameName(a: string, b: string, caseInsensitive: boolean): boolean {
  return caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** Per option index, the chosen value index; undefined where nothing was chosen. Null when a choice cannot match. */
export function resolveSelection(
  ctx: CatalogueScope,
  model: ProductModel,
  selected: readonly SelectedOptionInput[],
  options: MatchOptions,
): (number | undefined)[] | null {
  const locale = localeOf(ctx);
  const caseInsensitive = options.caseInsensitiveMatch;
  const choice = new Array<number | undefined>(model.options.length).fill(undefined);
  for (const {name, value} of selected) {
    // Names in the request's language win; another shop language is accepted as a fallback.
    let optionIndex = model.options.findIndex((option) => sameName(optionName(ctx.db, option.id, locale), name, caseInsensitive));
    if (optionIndex === -1) {
      optionIndex = model.options.findIndex((option) =>
        optionNames(ctx.db, option.id).some((candidate) => sameName(candidate, name, caseInsensitive)),
      );
    }
    if (optionIndex === -1) {
      if (options.ignoreUnknownOptions) continue;
      return null;
    }
    const values = model.options[optionIndex].values;
    let valueIndex = values.findIndex((v) => sameName(optionValueName(ctx.db, v.id, locale), value, caseInsensitive));
    if (valueIndex === -1) {
      valueIndex = values.findIndex((v) =>
        optionValueNames(ctx.db, v.id).some((candidate) => sameName(candidate, value, caseInsensitive)),
      );
    }
    if (valueIndex === -1) return null;
    choice[optionIndex] = valueIndex;
  }
  return choice;
}

function matches(tuple: readonly number[], choice: (number | undefined)[]): boolean {
  return choice.every((value, index) => value === undefined || tuple[index] === value);
}

export function variantBySelectedOptions(
  ctx: CatalogueScope,
  model: ProductModel,
  selected: readonly SelectedOptionInput[],
  options: MatchOptions,
): VariantRecord | null {
  const choice = resolveSelection(ctx, model, selected, options);
  if (!choice || choice.some((value) => value === undefined)) return null;
  return model.variants.find((variant) => matches(variantTuple(model, variant), choice)) ?? null;
}

export function firstAvailableVariant(model: ProductModel): VariantRecord | null {
  return model.variants.find(variantAvailable) ?? model.variants[0] ?? null;
}

export function selectedOrFirstAvailableVariant(
  ctx: CatalogueScope,
  model: ProductModel,
  selected: readonly SelectedOptionInput[] | null | undefined,
  options: MatchOptions,
): VariantRecord | null {
  if (selected?.length) {
    const choice = resolveSelection(ctx, model, selected, options);
    if (choice) {
      const candidates = model.variants.filter((variant) => matches(variantTuple(model, variant), choice));
      const complete = choice.every((value) => value !== undefined);
      if (complete && candidates[0]) return candidates[0];
      const available = candidates.find(variantAvailable);
      if (available) return available;
    }
  }
  return firstAvailableVariant(model);
}

/** Variants that differ from the selection (completed by the first available variant) in exactly one option. */
export function adjacentVariants(
  ctx: CatalogueScope,
  model: ProductModel,
  selected: readonly SelectedOptionInput[] | null | undefined,
  options: MatchOptions,
): VariantRecord[] {
  const base = selectedOrFirstAvailableVariant(ctx, model, selected, options);
  if (!base) return [];
  const combination = [...variantTuple(model, base)];
  if (selected?.length) {
    const choice = resolveSelection(ctx, model, selected, options);
    choice?.forEach((value, index) => {
      if (value !== undefined) combination[index] = value;
    });
  }
  return model.variants
    .filter((variant) => {
      const tuple = variantTuple(model, variant);
      return tuple.filter((value, index) => value !== combination[index]).length === 1;
    })
    .sort((a, b) => a.id - b.id);
}
