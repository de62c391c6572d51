import {
  getAdjacentAndFirstAvailableVariants,
  getProductOptions,
  isOptionValueCombinationInEncodedVariant,
  type MappedProductOptions,
} from '@shopify/hydrogen';
import type {OptionValueState, OptionView} from './variant-options';
import {TextKeyedMemo} from '~/lib/text-keyed-memo';

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

interface PickerVariant {
  id: string;
  selectedOptions: Array<{name: string; value: string}>;
}

export interface PickerProduct<Variant extends PickerVariant> {
  handle: string;
  encodedVariantExistence?: string | null;
  encodedVariantAvailability?: string | null;
  options: Array<{name: string; optionValues: Array<{name: string; firstSelectableVariant?: Variant | null}>}>;
  selectedOrFirstAvailableVariant?: Variant | null;
  adjacentVariants: Variant[];
  variants?: {nodes: Variant[]};
}

export interface VariantPickers<Variant> {
  /** What `useOptimisticVariant` may show while a pick loads: the loaded variant and every one a picker leads to. */
  variants: Variant[];
  /** The pickers as they read with each of those variants shown, by variant id. */
  pickers: Record<string, OptionView[]>;
}

// Every view of a product page draws the same pickers until its variants change: drawn once per isolate.
const DRAWN = new TextKeyedMemo<Record<string, OptionView[]>>(500_000);

// The browser only looks up the pickers of the variant it shows, so none of the option code is sent to it.
export function variantPickers<Variant extends PickerVariant>(
  product: PickerProduct<Variant>,
  drawn = DRAWN,
): VariantPickers<Variant> {
  const known = {...product, adjacentVariants: uniqueById([...(product.variants?.nodes ?? []), ...product.adjacentVariants])};
  const variants = getAdjacentAndFirstAvailableVariants(known) as unknown as Variant[];
  const pickers = drawn.get(pickersKey(known, variants), () =>
    Object.fromEntries(
      variants.map((variant) => [
        variant.id,
        optionViews(
          getProductOptions({...known, selectedOrFirstAvailableVariant: variant}),
          product.encodedVariantExistence,
        ),
      ]),
    ),
  );
  return {variants, pickers};
}

function uniqueById<Variant extends PickerVariant>(variants: Variant[]): Variant[] {
  return [...new Map(variants.map((variant) => [variant.id, variant])).values()];
}

function pickersKey(product: PickerProduct<PickerVariant>, variants: PickerVariant[]): string {
  return JSON.stringify([
    product.handle,
    product.encodedVariantExistence,
    product.encodedVariantAvailability,
    product.options.map((option) => [
      option.name,
      option.optionValues.map((value) => [value.name, value.firstSelectableVariant?.selectedOptions ?? null]),
    ]),
    product.adjacentVariants.map((variant) => variant.selectedOptions),
    variants.map((variant) => [variant.id, variant.selectedOptions]),
  ]);
}
