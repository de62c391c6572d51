// Fulfilments of orders. Nothing in the shop's own flow ships a parcel; a test or a script records one
// with fulfillOrder(), and both customer APIs then report the order as fulfilled.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';

export interface Tracking {
  company: string | null;
  number: string | null;
  url: string | null;
}

export interface FulfillmentRecord {
  id: number;
  orderId: number;
  tracking: Tracking | null;
  createdAt: string;
}

interface FulfillmentRow {
  id: number;
  order_id: number;
  tracking_company: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  created_at: string;
}

function toFulfillment(row: FulfillmentRow): FulfillmentRecord {
  const {tracking_company: company, tracking_number: number, tracking_url: url} = row;
  return {
    id: row.id,
    orderId: row.order_id,
    tracking: company || number || url ? {company, number, url} : null,
    createdAt: row.created_at,
  };
}

export function fulfillmentsOfOrder(db: Database, orderId: number): FulfillmentRecord[] {
  return (
    prepared(db, 'SELECT * FROM order_fulfillments WHERE order_id = ? ORDER BY id').all(orderId) as FulfillmentRow[]
  ).map(toFulfillment);
}

/** Ships every line of the order; the order becomes FULFILLED. */
export function fulfillOrder(db: Database, orderId: number, tracking: Partial<Tracking>, now: Date): FulfillmentRecord {
  return db.transaction(() => {
    const result = prepared(
      db,
      `INSERT INTO order_fulfillments (order_id, tracking_company, tracking_number, tracking_url, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(orderId, tracking.company ?? null, tracking.number ?? null, tracking.url ?? null, now.toISOString());
    prepared(db, "UPDATE orders SET fulfillment_status = 'FULFILLED' WHERE id = ?").run(orderId);
    return fulfillmentsOfOrder(db, orderId).find((fulfillment) => fulfillment.id === Number(result.lastInsertRowid))!;
  })();
}
