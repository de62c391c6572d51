interface Amount {
  amount: string;
  currencyCode: string;
}

interface Allocated {
  discountAllocations?: Array<{discountedAmount: Amount}> | null;
}

/**
 * Everything the cart's discount codes take off: the order-level allocations plus each line's,
 * as a negative amount for display; null when nothing is taken off. Summed in cents.
 */
export function discountTotal(cart: Allocated & {lines?: {nodes: Allocated[]} | null}): Amount | null {
  const allocations = [
    ...(cart.discountAllocations ?? []),
    ...(cart.lines?.nodes ?? []).flatMap((line) => line.discountAllocations ?? []),
  ];
  if (allocations.length === 0) return null;
  const cents = allocations.reduce((sum, {discountedAmount}) => sum + Math.round(Number(discountedAmount.amount) * 100), 0);
  if (!Number.isFinite(cents) || cents <= 0) return null;
  return {amount: (-cents / 100).toFixed(2), currencyCode: allocations[0].discountedAmount.currencyCode};
}
