/**
 * Shopify gives a product without variants one variant, titled "Default Title"
 * (option "Title", value "Default Title"). It names nothing a customer chose,
 * so wherever a line shows its variant, that one is left out.
 */
const DEFAULT_OPTION = {name: 'Title', value: 'Default Title'} as const;

/** A variant's title worth showing next to its product's, or null. */
export function shownVariantTitle(title: string | null | undefined): string | null {
  const trimmed = title?.trim();
  return trimmed && trimmed !== DEFAULT_OPTION.value ? trimmed : null;
}

/** A variant's selected options worth showing: none for the default variant. */
export function shownOptions<Option extends {name: string; value: string}>(
  options: readonly Option[] | null | undefined,
): Option[] {
  return (options ?? []).filter(
    (option) => !(option.name === DEFAULT_OPTION.name && option.value === DEFAULT_OPTION.value),
  );
}
