// Line edits on an in-memory cart: add (merging identical merchandise), update, remove, with Shopify's
// user errors for bad input and warnings when stock lowers a quantity.
import type {Database} from '../db/database.js';
import {getVariant, productTitle, type VariantSummary} from '../catalogue/catalogue-store.js';
import {fromGidNumber, toGid} from '../ids/gid.js';
import {cartLineGid, newCartLineId, parseCartLineGid} from './cart-id.js';
import type {CartIssues} from './cart-issues.js';
import {MAX_CART_LINES, MAX_LINE_QUANTITY} from './cart-limits.js';
import type {Attribute, CartLineRecord, CartRecord} from './cart-store.js';

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

export interface LineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

function sameAttributes(a: Attribute[], b: Attribute[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function findMerchandise(
  db: Database,
  merchandiseId: string,
  field: (string | number)[],
  issues: CartIssues,
): VariantSummary | null {
  const variantId = fromGidNumber(merchandiseId, 'ProductVariant');
  const variant = variantId === null ? null : getVariant(db, variantId);
  if (!variant) {
    issues.error('INVALID', field, `The merchandise with id ${merchandiseId} does not exist.`);
  }
  return variant;
}

function validQuantity(quantity: number, field: (string | number)[], issues: CartIssues): boolean {
  if (quantity < 0) {
    issues.error('INVALID', field, 'The quantity must be greater than or equal to 0.');
    return false;
  }
  if (quantity > MAX_LINE_QUANTITY) {
    issues.error('LESS_THAN', field, `The quantity must be less than ${MAX_LINE_QUANTITY + 1}.`);
    return false;
  }
  return true;
}

function rejectSellingPlan(sellingPlanId: string | null | undefined, field: (string | number)[], issues: CartIssues): boolean {
  if (!sellingPlanId) return false;
  issues.error('SELLING_PLAN_NOT_APPLICABLE', field, 'The selling plan is not applicable to this merchandise.');
  return true;
}

/** The quantity stock allows, warning when it is lower than asked; 0 means the line cannot exist. */
function allowedQuantity(
  db: Database,
  variant: VariantSummary,
  wanted: number,
  current: number,
  target: string,
  issues: CartIssues,
): number {
  if (wanted <= variant.quantityAvailable) return wanted;
  if (variant.quantityAvailable <= 0) {
    const title = productTitle(db, variant.productId) ?? '';
    issues.warn('MERCHANDISE_OUT_OF_STOCK', target, `The product '${title}' is already sold out.`);
    return current;
  }
  issues.warn(
    'MERCHANDISE_NOT_ENOUGH_STOCK',
    target,
    current >= variant.quantityAvailable
      ? 'The maximum quantity of this item is already in your cart.'
      : `Only ${variant.quantityAvailable} items were added to your cart due to availability.`,
  );
  return variant.quantityAvailable;
}

export function addLines(
  db: Database,
  cart: CartRecord,
  inputs: LineInput[],
  issues: CartIssues,
  field: string[] = ['lines'],
): void {
  inputs.forEach((input, index) => {
    const quantity = input.quantity ?? 1;
    if (rejectSellingPlan(input.sellingPlanId, [...field, index, 'sellingPlanId'], issues)) return;
    if (!validQuantity(quantity, [...field, index, 'quantity'], issues)) return;
    const variant = findMerchandise(db, input.merchandiseId, [...field, index, 'merchandiseId'], issues);
    if (!variant || quantity === 0) return;
    const attributes = input.attributes ?? [];
    const existing = cart.lines.find(
      (line) => line.variantId === variant.id && sameAttributes(line.attributes, attributes),
    );
    const line: CartLineRecord = existing ?? {
      id: newCartLineId(),
      position: cart.lines.length,
      variantId: variant.id,
      quantity: 0,
      attributes,
    };
    const target = existing ? cartLineGid(existing.id, cart.token) : toGid('ProductVariant', variant.id);
    line.quantity = allowedQuantity(db, variant, line.quantity + quantity, line.quantity, target, issues);
    if (!existing && line.quantity > 0) cart.lines.push(line);
  });
  if (cart.lines.length > MAX_CART_LINES) {
    issues.error('CART_TOO_LARGE', field, `A cart can't have more than ${MAX_CART_LINES} lines.`);
  }
}

function findLine(cart: CartRecord, lineGid: string): CartLineRecord | undefined {
  const parsed = parseCartLineGid(lineGid);
  if (!parsed || (parsed.cartToken !== null && parsed.cartToken !== cart.token)) return undefined;
  return cart.lines.find((line) => line.id === parsed.lineId);
}

function unknownLine(issues: CartIssues, field: (string | number)[], lineGid: string): void {
  issues.error('INVALID_MERCHANDISE_LINE', field, `The merchandise line with id ${lineGid} does not exist.`);
}

export function updateLines(db: Database, cart: CartRecord, inputs: LineUpdateInput[], issues: CartIssues): void {
  const removed = new Set<string>();
  inputs.forEach((input, index) => {
    const line = findLine(cart, input.id);
    if (!line) return unknownLine(issues, ['lines', index, 'id'], input.id);
    if (rejectSellingPlan(input.sellingPlanId, ['lines', index, 'sellingPlanId'], issues)) return;
    let variant: VariantSummary | null;
    if (input.merchandiseId) {
      variant = findMerchandise(db, input.merchandiseId, ['lines', index, 'merchandiseId'], issues);
      if (!variant) return;
      line.variantId = variant.id;
    } else {
      variant = getVariant(db, line.variantId);
    }
    if (input.attributes) line.attributes = input.attributes;
    const quantity = input.quantity ?? line.quantity;
    if (!validQuantity(quantity, ['lines', index, 'quantity'], issues)) return;
    if (quantity === 0) {
      removed.add(line.id);
      return;
    }
    line.quantity = variant
      ? allowedQuantity(db, variant, quantity, line.quantity, cartLineGid(line.id, cart.token), issues)
      : quantity;
  });
  cart.lines = cart.lines.filter((line) => !removed.has(line.id));
}

export function removeLines(cart: CartRecord, lineIds: string[], issues: CartIssues): void {
  const removed = new Set<string>();
  lineIds.forEach((lineGid, index) => {
    const line = findLine(cart, lineGid);
    if (!line) return unknownLine(issues, ['lineIds', index], lineGid);
    removed.add(line.id);
  });
  cart.lines = cart.lines.filter((line) => !removed.has(line.id));
}
