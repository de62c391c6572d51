export type OptionValueState = 'available' | 'sold-out' | 'unavailable';

/** A picker's value as the page draws it: its link already leads to a whole variant. */
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
