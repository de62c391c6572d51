-- Commerce: discount codes, customers and their tokens and addresses, carts, orders, mails.
-- Money is integer cents; times are ISO-8601 UTC strings; secrets are stored as SHA-256 or scrypt hashes.

CREATE TABLE discount_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  -- 'order' discounts show on cart.discountAllocations, 'line' discounts on each line's allocations.
  target TEXT NOT NULL CHECK (target IN ('order', 'line')),
  value_type TEXT NOT NULL CHECK (value_type IN ('percentage', 'fixed_amount')),
  value INTEGER NOT NULL,           -- percent (10 = 10 %) or cents
  minimum_subtotal_cents INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT,
  last_name TEXT,
  phone TEXT,
  accepts_marketing INTEGER NOT NULL DEFAULT 0,
  password_hash TEXT,               -- null while an invited account waits for activation
  state TEXT NOT NULL CHECK (state IN ('enabled', 'invited', 'disabled')),
  tags TEXT NOT NULL DEFAULT '[]',  -- JSON array of strings
  default_address_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE customer_access_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX customer_access_tokens_customer ON customer_access_tokens(customer_id);

-- One-time tokens mailed to the customer: password reset and account activation.
CREATE TABLE customer_mail_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'activation')),
  expires_at TEXT NOT NULL
);

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  first_name TEXT,
  last_name TEXT,
  company TEXT,
  address1 TEXT,
  address2 TEXT,
  city TEXT,
  province TEXT,
  country_code TEXT,
  zip TEXT,
  phone TEXT
);
CREATE INDEX customer_addresses_customer ON customer_addresses(customer_id, id);

CREATE TABLE carts (
  token TEXT PRIMARY KEY,
  secret_key TEXT NOT NULL,
  country_code TEXT NOT NULL,
  language TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  email TEXT,
  phone TEXT,
  note TEXT,
  attributes TEXT NOT NULL DEFAULT '[]',      -- JSON [{key, value}]
  discount_codes TEXT NOT NULL DEFAULT '[]',  -- JSON array, as the buyer typed them
  completed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE cart_lines (
  id TEXT PRIMARY KEY,                        -- uuid
  cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  variant_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  attributes TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX cart_lines_cart ON cart_lines(cart_token, position);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_number INTEGER NOT NULL UNIQUE,
  secret_key TEXT NOT NULL,                   -- in Order.id and statusUrl, as Shopify does
  cart_token TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  phone TEXT,
  locale TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,            -- after line discounts, before order discounts
  order_discount_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  tax_cents INTEGER NOT NULL,                 -- VAT included in the prices
  total_cents INTEGER NOT NULL,
  discount_codes TEXT NOT NULL DEFAULT '[]',
  attributes TEXT NOT NULL DEFAULT '[]',
  shipping_address TEXT,                      -- JSON of the address fields
  financial_status TEXT NOT NULL,
  fulfillment_status TEXT NOT NULL,
  processed_at TEXT NOT NULL,
  canceled_at TEXT
);
CREATE INDEX orders_customer ON orders(customer_id, processed_at);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  variant_id INTEGER,
  title TEXT NOT NULL,
  variant_title TEXT,
  quantity INTEGER NOT NULL,
  price_cents INTEGER NOT NULL,
  original_total_cents INTEGER NOT NULL,
  discounted_total_cents INTEGER NOT NULL
);
CREATE INDEX order_lines_order ON order_lines(order_id, position);

CREATE TABLE mails (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  links TEXT NOT NULL DEFAULT '[]',           -- JSON array of URLs in the mail
  created_at TEXT NOT NULL
);
