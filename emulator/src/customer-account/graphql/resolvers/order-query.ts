// Customer.orders(query:, sortKey:): Shopify's search syntax for the terms a storefront sends —
// `name:1001`, `order_number:`, `confirmation_number:`, `id:`, `processed_at:>=2026-01-01` (also
// `created_at`), free text against the name and confirmation number — joined by spaces or AND.
// Other fields are ignored, as Shopify ignores filters it does not know.
import type {OrderRecord} from '../../../commerce/order-store.js';
import {fromGidNumber} from '../../../ids/gid.js';
import {confirmationNumber} from '../shapes.js';
import type {OrderSortKeys} from './generated-resolver-types.js';

export const ORDER_COMPARATORS: Record<OrderSortKeys, (a: OrderRecord, b: OrderRecord) => number> = {
  ID: (a, b) => a.id - b.id,
  ORDER_NUMBER: (a, b) => a.orderNumber - b.orderNumber,
  CREATED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
  PROCESSED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
  // Approximated by when the order was placed: a fulfilment is the only later change the emulator records.
  UPDATED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
  TOTAL_PRICE: (a, b) => a.totalCents - b.totalCents || a.id - b.id,
};

interface Term {
  field: string | null;
  comparator: string;
  value: string;
}

function termsOf(query: string): Term[] {
  const terms: Term[] = [];
  for (const match of query.matchAll(/(?:(\w+):(>=|<=|>|<)?)?("[^"]*"|\S+)/g)) {
    const value = match[3].replace(/^"|"$/g, '');
    if (!match[1] && /^(AND|OR)$/.test(value)) continue;
    terms.push({field: match[1]?.toLowerCase() ?? null, comparator: match[2] ?? '=', value});
  }
  return terms;
}

function compareTime(time: string, comparator: string, value: string): boolean {
  const left = Date.parse(time);
  const right = Date.parse(value);
  if (Number.isNaN(right)) return false;
  switch (comparator) {
    case '>': return left > right;
    case '>=': return left >= right;
    case '<': return left < right;
    case '<=': return left <= right;
    default: return time.slice(0, value.length) === value;
  }
}

function matchesTerm(order: OrderRecord, term: Term): boolean {
  const value = term.value.toLowerCase();
  switch (term.field) {
    case null:
      return `#${order.orderNumber}`.includes(value) || confirmationNumber(order).toLowerCase() === value;
    case 'name':
    case 'order_number':
      return String(order.orderNumber) === value.replace(/^#/, '');
    case 'confirmation_number':
      return confirmationNumber(order).toLowerCase() === value;
    case 'id':
      return order.id === (fromGidNumber(term.value, 'Order') ?? Number(term.value));
    case 'processed_at':
    case 'created_at':
      return compareTime(order.processedAt, term.comparator, term.value);
    default:
      return true;
  }
}

export function matchesOrderQuery(order: OrderRecord, query: string | null | undefined): boolean {
  return !query || termsOf(query).every((term) => matchesTerm(order, term));
}
