// Carts and their lines in SQLite. Callers run writes inside one transaction per mutation.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import type {AddressFields} from './address-format.js';
import type {CartReference} from './cart-id.js';

export interface Attribute {
  key: string;
  value: string;
}

/** A delivery address on the cart; `fields` uses the customer address shape, province as its code. */
export interface CartDeliveryAddressRecord {
  id: string;
  fields: AddressFields;
  oneTimeUse: boolean;
  selected: boolean;
}

export interface CartLineRecord {
  id: string;
  position: number;
  variantId: number;
  quantity: number;
  attributes: Attribute[];
}

export interface CartRecord {
  token: string;
  key: string;
  countryCode: string;
  language: string;
  currencyCode: string;
  customerId: number | null;
  email: string | null;
  phone: string | null;
  note: string | null;
  attributes: Attribute[];
  discountCodes: string[];
  giftCardCodes: string[];
  selectedDeliveryOption: string | null;
  deliveryAddresses: CartDeliveryAddressRecord[];
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
  lines: CartLineRecord[];
}

interface CartRow {
  token: string;
  secret_key: string;
  country_code: string;
  language: string;
  currency_code: string;
  customer_id: number | null;
  email: string | null;
  phone: string | null;
  note: string | null;
  attributes: string;
  discount_codes: string;
  gift_card_codes: string;
  selected_delivery_option: string | null;
  delivery_addresses: string;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

interface CartLineRow {
  id: string;
  position: number;
  variant_id: number;
  quantity: number;
  attributes: string;
}

/** The cart when the reference's key matches; completed carts included (callers decide). */
export function findCart(db: Database, reference: CartReference): CartRecord | null {
  const row = prepared(db, 'SELECT * FROM carts WHERE token = ?').get(reference.token) as
    | CartRow
    | undefined;
  if (!row || row.secret_key !== reference.key) return null;
  const lines = (
    prepared(
      db,
      'SELECT id, position, variant_id, quantity, attributes FROM cart_lines WHERE cart_token = ? ORDER BY position',
    ).all(row.token) as CartLineRow[]
  ).map((line) => ({
    id: line.id,
    position: line.position,
    variantId: line.variant_id,
    quantity: line.quantity,
    attributes: JSON.parse(line.attributes) as Attribute[],
  }));
  return {
    token: row.token,
    key: row.secret_key,
    countryCode: row.country_code,
    language: row.language,
    currencyCode: row.currency_code,
    customerId: row.customer_id,
    email: row.email,
    phone: row.phone,
    note: row.note,
    attributes: JSON.parse(row.attributes) as Attribute[],
    discountCodes: JSON.parse(row.discount_codes) as string[],
    giftCardCodes: JSON.parse(row.gift_card_codes) as string[],
    selectedDeliveryOption: row.selected_delivery_option,
    deliveryAddresses: JSON.parse(row.delivery_addresses) as CartDeliveryAddressRecord[],
    completedAt: row.completed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lines,
  };
}

/** Replaces the stored cart and its lines with `cart`. */
export function saveCart(db: Database, cart: CartRecord): void {
  prepared(
    db,
    `INSERT INTO carts (token, secret_key, country_code, language, currency_code, customer_id, email, phone,
                        note, attributes, discount_codes, gift_card_codes, selected_delivery_option, delivery_addresses, completed_at, created_at, updated_at)
     VALUES (@token, @key, @countryCode, @language, @currencyCode, @customerId, @email, @phone,
             @note, @attributes, @discountCodes, @giftCardCodes, @selectedDeliveryOption, @deliveryAddresses, @completedAt, @createdAt, @updatedAt)
     ON CONFLICT (token) DO UPDATE SET
       country_code = excluded.country_code, language = excluded.language,
       currency_code = excluded.currency_code, customer_id = excluded.customer_id,
       email = excluded.email, phone = excluded.phone, note = excluded.note,
       attributes = excluded.attributes, discount_codes = excluded.discount_codes,
       gift_card_codes = excluded.gift_card_codes, selected_delivery_option = excluded.selected_delivery_option,
       delivery_addresses = excluded.delivery_addresses,
       completed_at = excluded.completed_at, updated_at = excluded.updated_at`,
  ).run({
    ...cart,
    attributes: JSON.stringify(cart.attributes),
    discountCodes: JSON.stringify(cart.discountCodes),
    giftCardCodes: JSON.stringify(cart.giftCardCodes),
    deliveryAddresses: JSON.stringify(cart.deliveryAddresses),
  });
  prepared(db, 'DELETE FROM cart_lines WHERE cart_token = ?').run(cart.token);
  const insertLine = prepared(
    db,
    `INSERT INTO cart_lines (id, cart_token, position, variant_id, quantity, attributes)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  cart.lines.forEach((line, index) => {
    insertLine.run(line.id, cart.token, index, line.variantId, line.quantity, JSON.stringify(line.attributes));
  });
}

export function markCartCompleted(db: Database, token: string, at: string): void {
  prepared(db, 'UPDATE carts SET completed_at = ?, updated_at = ? WHERE token = ?').run(at, at, token);
}
