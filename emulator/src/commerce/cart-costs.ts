// Cart arithmetic as Shopify does it: line discounts lower a line's total, order discounts apply to the
// cart after that. subtotal = Σ line totals (before order discounts); total = subtotal − order discounts.
// Taxes are included in prices (Belgian VAT), so no tax is added here.
import type {DiscountCode} from './discount-codes.js';

export interface CostLineInput {
  id: string;
  quantity: number;
  priceCents: number;
  compareAtCents: number | null;
}

export interface DiscountAllocation {
  code: string;
  discount: DiscountCode;
  cents: number;
}

export interface LineCosts {
  id: string;
  amountPerQuantityCents: number;
  /** Only when the variant is on sale: compare-at above price, as Shopify reports it. */
  compareAtPerQuantityCents: number | null;
  subtotalCents: number;
  totalCents: number;
  allocations: DiscountAllocation[];
}

export interface CartCosts {
  lines: LineCosts[];
  discountCodes: {code: string; applicable: boolean}[];
  orderAllocations: DiscountAllocation[];
  subtotalCents: number;
  totalCents: number;
}

function discountCents(discount: DiscountCode, baseCents: number): number {
  const raw =
    discount.valueType === 'percentage'
      ? Math.round((baseCents * discount.value) / 100)
      : discount.value;
  return Math.max(0, Math.min(raw, baseCents));
}

/** `known` maps an upper-cased code to its discount; codes missing from it are not applicable. */
export function computeCartCosts(
  lines: CostLineInput[],
  enteredCodes: string[],
  known: Map<string, DiscountCode>,
): CartCosts {
  const lineCosts: LineCosts[] = lines.map((line) => {
    const subtotalCents = line.priceCents * line.quantity;
    return {
      id: line.id,
      amountPerQuantityCents: line.priceCents,
      compareAtPerQuantityCents:
        line.compareAtCents !== null && line.compareAtCents > line.priceCents ? line.compareAtCents : null,
      subtotalCents,
      totalCents: subtotalCents,
      allocations: [],
    };
  });
  const merchandiseCents = lineCosts.reduce((sum, line) => sum + line.subtotalCents, 0);

  const discountCodes = enteredCodes.map((code) => {
    const discount = known.get(code.toUpperCase());
    const applicable =
      discount !== undefined && lineCosts.length > 0 && merchandiseCents >= discount.minimumSubtotalCents;
    return {code, applicable, discount};
  });
  const applied = discountCodes.filter((entry) => entry.applicable && entry.discount);

  for (const {code, discount} of applied) {
    if (discount!.target !== 'line') continue;
    for (const line of lineCosts) {
      const cents = discountCents(discount!, line.totalCents);
      if (cents === 0) continue;
      line.allocations.push({code, discount: discount!, cents});
      line.totalCents -= cents;
    }
  }

  const subtotalCents = lineCosts.reduce((sum, line) => sum + line.totalCents, 0);
  let totalCents = subtotalCents;
  const orderAllocations: DiscountAllocation[] = [];
  for (const {code, discount} of applied) {
    if (discount!.target !== 'order') continue;
    const cents = discountCents(discount!, totalCents);
    if (cents === 0) continue;
    orderAllocations.push({code, discount: discount!, cents});
    totalCents -= cents;
  }

  return {
    lines: lineCosts,
    discountCodes: discountCodes.map(({code, applicable}) => ({code, applicable})),
    orderAllocations,
    subtotalCents,
    totalCents,
  };
}
