// Orders and their lines in SQLite. Order numbers start at 1001, as on a new Shopify store.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import type {AddressFields} from './address-format.js';
import type {Attribute} from './cart-store.js';

const FIRST_ORDER_NUMBER = 1001;

export interface OrderLineRecord {
  position: number;
  variantId: number | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  priceCents: number;
  originalTotalCents: number;
  discountedTotalCents: number;
}

export interface OrderRecord {
  id: number;
  orderNumber: number;
  key: string;
  cartToken: string;
  customerId: number | null;
  email: string;
  phone: string | null;
  locale: string;
  currencyCode: string;
  subtotalCents: number;
  orderDiscountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  discountCodes: string[];
  attributes: Attribute[];
  shippingAddress: AddressFields | null;
  financialStatus: string;
  fulfillmentStatus: string;
  processedAt: string;
  canceledAt: string | null;
}

interface OrderRow {
  id: number;
  order_number: number;
  secret_key: string;
  cart_token: string;
  customer_id: number | null;
  email: string;
  phone: string | null;
  locale: string;
  currency_code: string;
  subtotal_cents: number;
  order_discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  discount_codes: string;
  attributes: string;
  shipping_address: string | null;
  financial_status: string;
  fulfillment_status: string;
  processed_at: string;
  canceled_at: string | null;
}

function toOrder(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    orderNumber: row.order_number,
    key: row.secret_key,
    cartToken: row.cart_token,
    customerId: row.customer_id,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    currencyCode: row.currency_code,
    subtotalCents: row.subtotal_cents,
    orderDiscountCents: row.order_discount_cents,
    shippingCents: row.shipping_cents,
    taxCents: row.tax_cents,
    totalCents: row.total_cents,
    discountCodes: JSON.parse(row.discount_codes) as string[],
    attributes: JSON.parse(row.attributes) as Attribute[],
    shippingAddress: row.shipping_address ? (JSON.parse(row.shipping_address) as AddressFields) : null,
    financialStatus: row.financial_status,
    fulfillmentStatus: row.fulfillment_status,
    processedAt: row.processed_at,
    canceledAt: row.canceled_at,
  };
}

export function insertOrder(
  db: Database,
  order: Omit<OrderRecord, 'id' | 'orderNumber'>,
  lines: OrderLineRecord[],
): OrderRecord {
  const last = prepared(db, 'SELECT max(order_number) FROM orders').pluck().get() as number | null;
  const orderNumber = last === null ? FIRST_ORDER_NUMBER : last + 1;
  const result = prepared(
    db,
    `INSERT INTO orders (order_number, secret_key, cart_token, customer_id, email, phone, locale, currency_code,
       subtotal_cents, order_discount_cents, shipping_cents, tax_cents, total_cents, discount_codes, attributes,
       shipping_address, financial_status, fulfillment_status, processed_at, canceled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderNumber,
    order.key,
    order.cartToken,
    order.customerId,
    order.email,
    order.phone,
    order.locale,
    order.currencyCode,
    order.subtotalCents,
    order.orderDiscountCents,
    order.shippingCents,
    order.taxCents,
    order.totalCents,
    JSON.stringify(order.discountCodes),
    JSON.stringify(order.attributes),
    order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
    order.financialStatus,
    order.fulfillmentStatus,
    order.processedAt,
    order.canceledAt,
  );
  const id = Number(result.lastInsertRowid);
  const insertLine = prepared(
    db,
    `INSERT INTO order_lines (order_id, position, variant_id, title, variant_title, quantity, price_cents,
       original_total_cents, discounted_total_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const line of lines) {
    insertLine.run(
      id,
      line.position,
      line.variantId,
      line.title,
      line.variantTitle,
      line.quantity,
      line.priceCents,
      line.originalTotalCents,
      line.discountedTotalCents,
    );
  }
  return {...order, id, orderNumber};
}

export function orderById(db: Database, id: number): OrderRecord | null {
  const row = prepared(db, 'SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

/** The order only when `key` is its secret, as order ids and status URLs carry it. */
export function orderByIdAndKey(db: Database, id: number, key: string): OrderRecord | null {
  const order = orderById(db, id);
  return order && order.key === key ? order : null;
}

export function orderByCartToken(db: Database, cartToken: string): OrderRecord | null {
  const row = prepared(db, 'SELECT * FROM orders WHERE cart_token = ?').get(cartToken) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

export function ordersOfCustomer(db: Database, customerId: number): OrderRecord[] {
  return (
    prepared(db, 'SELECT * FROM orders WHERE customer_id = ? ORDER BY id').all(customerId) as OrderRow[]
  ).map(toOrder);
}

export function countOrdersOfCustomer(db: Database, customerId: number): number {
  return prepared(db, 'SELECT count(*) FROM orders WHERE customer_id = ?').pluck().get(customerId) as number;
}

/** A stored line: its row id is the line item's id in the Customer Account API. */
export type StoredOrderLine = OrderLineRecord & {id: number};

export function linesOfOrder(db: Database, orderId: number): StoredOrderLine[] {
  return (
    prepared(db, 'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position').all(orderId) as {
      id: number;
      position: number;
      variant_id: number | null;
      title: string;
      variant_title: string | null;
      quantity: number;
      price_cents: number;
      original_total_cents: number;
      discounted_total_cents: number;
    }[]
  ).map((row) => ({
    id: row.id,
    position: row.position,
    variantId: row.variant_id,
    title: row.title,
    variantTitle: row.variant_title,
    quantity: row.quantity,
    priceCents: row.price_cents,
    originalTotalCents: row.original_total_cents,
    discountedTotalCents: row.discounted_total_cents,
  }));
}
