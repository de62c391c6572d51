-- Fulfilments of orders: each ships every line of its order in full (the shop sends one parcel).
-- The order's fulfillment_status moves to FULFILLED with the first one.
CREATE TABLE order_fulfillments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  tracking_company TEXT,
  tracking_number TEXT,
  tracking_url TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_fulfillments_order ON order_fulfillments(order_id);
