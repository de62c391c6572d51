import {isOptionValueCombinationInEncodedVariant, type MappedProductOptions} from '@shopify/hydrogen';

/**
 * What a picker value is for the shopper, given the options already chosen:
 * - `available`: a variant exists and can be bought;
 * - `sold-out`: a variant exists but none is for sale (still a link: its page says why);
 * - `unavailable`: the shop has no such combination (shown, but not a link).
 */
export type OptionValueState = 'available' | 'sold-out' | 'unavailable';

export interface OptionValueView {
  name: string;
  selected: boolean;
  state: OptionValueState;
  /** The search string of the variant this value leads to (`?Version=PDF&Language=French…`). */
  search: string;
}

export interface OptionView {
  name: string;
  values: OptionValueView[];
}

/** The minimum of Hydrogen's mapped options these views read (tests build it by hand). */
type MappedOption = Pick<MappedProductOptions, 'name'> & {
  optionValues: Array<
    Pick<MappedProductOptions['optionValues'][number], 'name' | 'selected' | 'exists' | 'available' | 'variantUriQuery'>
  >;
};

export function optionValueState(value: {exists: boolean; available: boolean}): OptionValueState {
  if (!value.exists) return 'unavailable';
  return value.available ? 'available' : 'sold-out';
}

/**
 * The pickers of a product from `getProductOptions`. An option with a single
 * value (Shopify's "Title: Default Title" of a product without variants) offers
 * no choice and is left out. Each value links to a full variant, so the URL
 * alone says what is selected: shareable, and it works without JavaScript.
 *
 * Hydrogen finds a value's variant among the neighbours of the variant last
 * loaded. While a picked variant is still loading (shown at once by
 * `useOptimisticVariant`) that is the old one, and a second quick pick would
 * lead back to the old version. So when the shop has the exact combination
 * (the selection with this one value changed, per `encodedVariantExistence`),
 * the link names it; otherwise Hydrogen's choice stands.
 */
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

/**
 * Whether the URL asked for a whole combination the shop does not have (a
 * shared link to a variant since removed, a hand-edited address): the API then
 * answers with its first variant for sale, and the page should say so.
 * Search params that name no option of the product are ignored, as the query does.
 */
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

/**
 * The selected options worth putting in the address: only those the product
 * offers a choice in. A product without variants ("Title: Default Title")
 * keeps its plain address, the one its cards and the sitemap link to.
 */
export function choiceOptions(
  productOptions: Array<{name: string; optionValues: unknown[]}>,
  selected: NameValue[],
): NameValue[] {
  const choices = productOptions.filter((option) => option.optionValues.length > 1).map((option) => option.name);
  return selected.filter((option) => choices.some((name) => same(name, option.name)));
}
