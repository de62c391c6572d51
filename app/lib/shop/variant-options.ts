import {isOptionValueCombinationInEncodedVariant, type MappedProductOptions} from '@shopify/hydrogen';

export type OptionValueState = 'available' | 'sold-out' | 'unavailable';

export interface OptionValueView {
  name: string;
  selected: boolean;
  state: OptionValueState;
  search: string;
}

export interface OptionView {
  name: string;
  values: OptionValueView[];
}

type MappedOption = Pick<MappedProductOptions, 'name'> & {
  optionValues: Array<
    Pick<MappedProductOptions['optionValues'][number], 'name' | 'selected' | 'exists' | 'available' | 'variantUriQuery'>
  >;
};

export function optionValueState(value: {exists: boolean; available: boolean}): OptionValueState {
  if (!value.exists) return 'unavailable';
  return value.available ? 'available' : 'sold-out';
}

// Hydrogen finds a value's variant among the neighbours of the variant last loaded, which is still the old one
// while a pick loads (`useOptimisticVariant`): a second quick pick would lead back. So when the shop has the
// exact combination, the link names it; otherwise Hydrogen's choice stands.
export function optionViews(options: MappedOption[], encodedVariantExistence?: string | null): OptionView[] {
  const selected = options.map((option) => option.optionValues.findIndex((value) => value.selected));
  const exactSearch = (optionIndex: number, valueIndex: number): string | null => {
    if (!encodedVariantExistence || selected.includes(-1)) return null;
    const target = selected.map((index, i) => (i === optionIndex ? valueIndex : index));
    if (!isOptionValueCombinationInEncodedVariant(target, encodedVariantExistence)) return null;
    const params = new URLSearchParams(options.map((option, i) => [option.name, option.optionValues[target[i]].name]));
    return `?${params.toString()}`;
  };
  return options.flatMap((option, optionIndex) =>
    option.optionValues.length > 1
      ? [
          {
            name: option.name,
            values: option.optionValues.map((value, valueIndex) => ({
              name: value.name,
              selected: value.selected,
              state: optionValueState(value),
              search:
                exactSearch(optionIndex, valueIndex) ?? (value.variantUriQuery ? `?${value.variantUriQuery}` : ''),
            })),
          },
        ]
      : [],
  );
}

interface NameValue {
  name: string;
  value: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// Asked for a combination the shop does not have, the API answers with its first variant for sale: the page says so.
export function requestedCombinationMissing(
  requested: NameValue[],
  optionNames: string[],
  shown: NameValue[] | null | undefined,
): boolean {
  const asked = requested.filter((pick) => optionNames.some((name) => same(name, pick.name)));
  if (optionNames.length === 0 || asked.length < optionNames.length) return false;
  if (!shown) return true;
  return asked.some((pick) => !shown.some((option) => same(option.name, pick.name) && same(option.value, pick.value)));
}

export function choiceOptions(
  productOptions: Array<{name: string; optionValues: unknown[]}>,
  selected: NameValue[],
): NameValue[] {
  const choices = productOptions.filter((option) => option.optionValues.length > 1).map((option) => option.name);
  return selected.filter((option) => choices.some((name) => same(name, option.name)));
}
