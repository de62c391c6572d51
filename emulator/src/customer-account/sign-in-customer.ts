// The customer behind an e-mail address proven by a one-time code. As on Shopify, the first sign-in
// creates the customer, and signing in turns a guest record (made by a checkout, state `disabled`, no
// password ever set) or an invited one into an enabled account. A customer the shop disabled after
// they had an account (a password was set) is refused.
import {customerById, insertCustomer, updateCustomer, type CustomerRecord} from '../commerce/customer-store.js';
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';

function customerIdByEmail(db: Database, email: string): number | null {
  const id = prepared(db, 'SELECT id FROM customers WHERE lower(email) = lower(?) ORDER BY id LIMIT 1').pluck().get(email.trim()) as
    | number
    | undefined;
  return id ?? null;
}

export function isRefusedCustomer(customer: CustomerRecord): boolean {
  return customer.state === 'disabled' && customer.passwordHash !== null;
}

/** True when that address may not sign in; checked before a code is mailed. */
export function signInRefused(db: Database, email: string): boolean {
  const id = customerIdByEmail(db, email);
  const customer = id === null ? null : customerById(db, id);
  return customer !== null && isRefusedCustomer(customer);
}

/** The enabled customer for a proven address, created or enabled when needed; null when refused. */
export function customerSigningIn(db: Database, email: string, now: Date): CustomerRecord | null {
  const id = customerIdByEmail(db, email);
  const existing = id === null ? null : customerById(db, id);
  if (existing && isRefusedCustomer(existing)) return null;
  if (existing?.state === 'enabled') return existing;
  if (existing) {
    const enabled: CustomerRecord = {...existing, state: 'enabled', updatedAt: now.toISOString()};
    updateCustomer(db, enabled);
    return enabled;
  }
  const newId = insertCustomer(db, {
    email: email.trim().toLowerCase(),
    firstName: null,
    lastName: null,
    phone: null,
    acceptsMarketing: false,
    passwordHash: null,
    state: 'enabled',
    tags: [],
    defaultAddressId: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  return customerById(db, newId);
}
