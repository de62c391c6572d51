// What an order's discount codes took off, by code and by line, as Order.discountApplications and
// OrderLineItem.discountAllocations report it. An order keeps its applied codes and each line's
// totals; the split between codes is computed again with the cart's own arithmetic, from the codes'
// definitions (active or since switched off).
import type {Database} from '../db/database.js';
import {computeCartCosts, type DiscountAllocation} from './cart-costs.js';
import {discountCodeDefinition, type DiscountCode} from './discount-codes.js';
import type {OrderLineRecord, OrderRecord} from './order-store.js';

export interface OrderDiscounts {
  /** The codes that took something off, in the order they were applied. */
  applications: DiscountCode[];
  /** By line position: what each line-level code took off that line. */
  lineAllocations: Map<number, DiscountAllocation[]>;
  /** What each order-level code took off the order as a whole. */
  orderAllocations: DiscountAllocation[];
}

function definitions(db: Database, codes: string[]): Map<string, DiscountCode> {
  const known = new Map<string, DiscountCode>();
  for (const code of codes) {
    const definition = discountCodeDefinition(db, code);
    if (definition) known.set(code.toUpperCase(), definition);
  }
  return known;
}

export function orderDiscounts(db: Database, order: OrderRecord, lines: OrderLineRecord[]): OrderDiscounts {
  const known = definitions(db, order.discountCodes);
  const costs = computeCartCosts(
    lines.map((line) => ({id: String(line.position), quantity: line.quantity, priceCents: line.priceCents, compareAtCents: null})),
    order.discountCodes,
    known,
  );
  const lineAllocations = new Map(costs.lines.map((line) => [Number(line.id), line.allocations]));
  const used = new Set([...costs.lines.flatMap((line) => line.allocations), ...costs.orderAllocations].map(({code}) => code));
  // A code reads as the buyer typed it, as on the cart.
  const applications = order.discountCodes.filter((code) => used.has(code)).map((code) => ({...known.get(code.toUpperCase())!, code}));
  for (const allocations of lineAllocations.values()) {
    for (const allocation of allocations) allocation.discount = {...allocation.discount, code: allocation.code};
  }
  return {applications, lineAllocations, orderAllocations: costs.orderAllocations};
}
