export type AddToCartBlock = 'soldOut' | 'unavailable' | null;

interface SelectedVariant {
  id: string;
  availableForSale: boolean;
}

export function addToCartState<Variant extends SelectedVariant>(
  variant: Variant | null | undefined,
): {
  // The variant rides along so an optimistic cart can show the line before the answer.
  lines: Array<{merchandiseId: string; quantity: number; selectedVariant: Variant}>;
  block: AddToCartBlock;
} {
  if (!variant) return {lines: [], block: 'unavailable'};
  if (!variant.availableForSale) return {lines: [], block: 'soldOut'};
  return {lines: [{merchandiseId: variant.id, quantity: 1, selectedVariant: variant}], block: null};
}
