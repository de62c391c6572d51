// Customers in SQLite.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';

export type CustomerState = 'enabled' | 'invited' | 'disabled';

export interface CustomerRecord {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  passwordHash: string | null;
  state: CustomerState;
  tags: string[];
  defaultAddressId: number | null;
  createdAt: string;
  updatedAt: string;
}

interface CustomerRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: number;
  password_hash: string | null;
  state: CustomerState;
  tags: string;
  default_address_id: number | null;
  created_at: string;
  updated_at: string;
}

function toCustomer(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    acceptsMarketing: row.accepts_marketing === 1,
    passwordHash: row.password_hash,
    state: row.state,
    tags: JSON.parse(row.tags) as string[],
    defaultAddressId: row.default_address_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function customerById(db: Database, id: number): CustomerRecord | null {
  const row = prepared(db, 'SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
  return row ? toCustomer(row) : null;
}

export function customerByEmail(db: Database, email: string): CustomerRecord | null {
  const row = prepared(db, 'SELECT * FROM customers WHERE email = ?').get(email.trim()) as
    | CustomerRow
    | undefined;
  return row ? toCustomer(row) : null;
}

export function customerByPhone(db: Database, phone: string): CustomerRecord | null {
  const row = prepared(db, 'SELECT * FROM customers WHERE phone = ?').get(phone) as CustomerRow | undefined;
  return row ? toCustomer(row) : null;
}

export function insertCustomer(db: Database, customer: Omit<CustomerRecord, 'id'>): number {
  const result = prepared(
    db,
    `INSERT INTO customers (email, first_name, last_name, phone, accepts_marketing, password_hash, state, tags,
                            default_address_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    customer.email,
    customer.firstName,
    customer.lastName,
    customer.phone,
    customer.acceptsMarketing ? 1 : 0,
    customer.passwordHash,
    customer.state,
    JSON.stringify(customer.tags),
    customer.defaultAddressId,
    customer.createdAt,
    customer.updatedAt,
  );
  return Number(result.lastInsertRowid);
}

export function updateCustomer(db: Database, customer: CustomerRecord): void {
  prepared(
    db,
    `UPDATE customers SET email = ?, first_name = ?, last_name = ?, phone = ?, accepts_marketing = ?,
       password_hash = ?, state = ?, tags = ?, default_address_id = ?, updated_at = ? WHERE id = ?`,
  ).run(
    customer.email,
    customer.firstName,
    customer.lastName,
    customer.phone,
    customer.acceptsMarketing ? 1 : 0,
    customer.passwordHash,
    customer.state,
    JSON.stringify(customer.tags),
    customer.defaultAddressId,
    customer.updatedAt,
    customer.id,
  );
}
