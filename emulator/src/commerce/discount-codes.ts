// Discount codes the shop knows; the cart applies them when its costs are computed.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';

export interface DiscountCode {
  code: string;
  target: 'order' | 'line';
  valueType: 'percentage' | 'fixed_amount';
  /** Percent for percentages, cents for fixed amounts. */
  value: number;
  minimumSubtotalCents: number;
}

interface DiscountCodeRow {
  code: string;
  target: 'order' | 'line';
  value_type: 'percentage' | 'fixed_amount';
  value: number;
  minimum_subtotal_cents: number;
}

function discountCodeOf(row: DiscountCodeRow | undefined): DiscountCode | null {
  if (!row) return null;
  return {
    code: row.code,
    target: row.target,
    valueType: row.value_type,
    value: row.value,
    minimumSubtotalCents: row.minimum_subtotal_cents,
  };
}

export function activeDiscountCode(db: Database, code: string): DiscountCode | null {
  return discountCodeOf(
    prepared(db, 'SELECT * FROM discount_codes WHERE code = ? AND active = 1').get(code.trim()) as DiscountCodeRow | undefined,
  );
}

/** A code's definition whether or not it is still active: what an order placed with it was given. */
export function discountCodeDefinition(db: Database, code: string): DiscountCode | null {
  return discountCodeOf(prepared(db, 'SELECT * FROM discount_codes WHERE code = ?').get(code) as DiscountCodeRow | undefined);
}

export function insertDiscountCode(db: Database, discount: DiscountCode): void {
  prepared(
    db,
    `INSERT OR REPLACE INTO discount_codes (code, target, value_type, value, minimum_subtotal_cents)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(discount.code, discount.target, discount.valueType, discount.value, discount.minimumSubtotalCents);
}
