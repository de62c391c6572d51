// Shopify's one variant of a product without variants: it names nothing a customer chose.
const DEFAULT_OPTION = {name: 'Title', value: 'Default Title'} as const;

export function shownVariantTitle(title: string | null | undefined): string | null {
  const trimmed = title?.trim();
  return trimmed && trimmed !== DEFAULT_OPTION.value ? trimmed : null;
}

export function shownOptions<Option extends {name: string; value: string}>(
  options: readonly Option[] | null | undefined,
): Option[] {
  return (options ?? []).filter(
    (option) => !(option.name === DEFAULT_OPTION.name && option.value === DEFAULT_OPTION.value),
  );
}
