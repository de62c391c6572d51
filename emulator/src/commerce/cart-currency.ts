// The currency a cart is presented in: its country's market currency, else the shop's.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';

export function currencyForCountry(db: Database, countryCode: string): string {
  const currency = prepared(db, 'SELECT currency_code FROM countries WHERE iso_code = ?')
    .pluck()
    .get(countryCode) as string | undefined;
  return currency ?? (prepared(db, 'SELECT currency_code FROM shop WHERE id = 1').pluck().get() as string | undefined) ?? 'EUR';
}
