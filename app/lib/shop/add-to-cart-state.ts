/** Why "Add to cart" is off, as a key of the `product` messages; null when it can be used. */
export type AddToCartBlock = 'soldOut' | 'unavailable' | null;

interface SelectedVariant {
  id: string;
  availableForSale: boolean;
}

/**
 * The cart line "Add to cart" posts, and the reason it cannot when it cannot:
 * no variant for the chosen combination, or the variant is sold out.
 */
export function addToCartState<Variant extends SelectedVariant>(
  variant: Variant | null | undefined,
): {
  /** One of the variant; it rides along so an optimistic cart can show the line before the answer. */
  lines: Array<{merchandiseId: string; quantity: number; selectedVariant: Variant}>;
  block: AddToCartBlock;
} {
  if (!variant) return {lines: [], block: 'unavailable'};
  if (!variant.availableForSale) return {lines: [], block: 'soldOut'};
  return {lines: [{merchandiseId: variant.id, quantity: 1, selectedVariant: variant}], block: null};
}
