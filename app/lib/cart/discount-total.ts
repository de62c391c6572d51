interface Amount {
  amount: string;
  currencyCode: string;
}

interface Allocated {
  discountAllocations?: Array<{discountedAmount: Amount}> | null;
}

// Order-level and line allocations both count; summed in cents, as floats would drift.
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
