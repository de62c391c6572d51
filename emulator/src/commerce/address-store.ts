// Customer addresses in SQLite, listed oldest first.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import type {AddressFields} from './address-format.js';

export interface AddressRecord extends AddressFields {
  id: number;
  customerId: number;
}

interface AddressRow {
  id: number;
  customer_id: number;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  country_code: string | null;
  zip: string | null;
  phone: string | null;
}

function toAddress(row: AddressRow): AddressRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    countryCode: row.country_code,
    zip: row.zip,
    phone: row.phone,
  };
}

export function addressesOf(db: Database, customerId: number): AddressRecord[] {
  return (
    prepared(db, 'SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id').all(customerId) as AddressRow[]
  ).map(toAddress);
}

export function addressOf(db: Database, customerId: number, addressId: number): AddressRecord | null {
  const row = prepared(db, 'SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?').get(
    addressId,
    customerId,
  ) as AddressRow | undefined;
  return row ? toAddress(row) : null;
}

export function insertAddress(db: Database, customerId: number, fields: AddressFields): number {
  const result = prepared(
    db,
    `INSERT INTO customer_addresses (customer_id, first_name, last_name, company, address1, address2, city,
                                     province, country_code, zip, phone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    customerId,
    fields.firstName,
    fields.lastName,
    fields.company,
    fields.address1,
    fields.address2,
    fields.city,
    fields.province,
    fields.countryCode,
    fields.zip,
    fields.phone,
  );
  return Number(result.lastInsertRowid);
}

export function updateAddress(db: Database, address: AddressRecord): void {
  prepared(
    db,
    `UPDATE customer_addresses SET first_name = ?, last_name = ?, company = ?, address1 = ?, address2 = ?,
       city = ?, province = ?, country_code = ?, zip = ?, phone = ? WHERE id = ?`,
  ).run(
    address.firstName,
    address.lastName,
    address.company,
    address.address1,
    address.address2,
    address.city,
    address.province,
    address.countryCode,
    address.zip,
    address.phone,
    address.id,
  );
}

export function deleteAddress(db: Database, addressId: number): void {
  prepared(db, 'DELETE FROM customer_addresses WHERE id = ?').run(addressId);
}
