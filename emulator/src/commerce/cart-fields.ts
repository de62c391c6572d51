// Edits of a cart's own fields: buyer identity, discount codes, note, attributes.
import type {Database} from '../db/database.js';
import {customerForAccessToken} from './access-tokens.js';
import type {CartIssues} from './cart-issues.js';
import type {Attribute, CartRecord} from './cart-store.js';
import {validEmail} from './customer-input.js';
import {currencyForCountry} from './cart-currency.js';

export interface BuyerIdentityInput {
  countryCode?: string | null;
  customerAccessToken?: string | null;
  email?: string | null;
  phone?: string | null;
  companyLocationId?: string | null;
}

export function applyBuyerIdentity(
  db: Database,
  cart: CartRecord,
  input: BuyerIdentityInput,
  issues: CartIssues,
  now: Date,
  field: string[],
): void {
  if (input.companyLocationId) {
    issues.error('INVALID_COMPANY_LOCATION', [...field, 'companyLocationId'], 'Company location not found or not allowed.');
    return;
  }
  if (input.countryCode) {
    cart.countryCode = input.countryCode;
    cart.currencyCode = currencyForCountry(db, input.countryCode);
  }
  if (input.customerAccessToken !== undefined) {
    if (input.customerAccessToken === null || input.customerAccessToken === '') {
      cart.customerId = null;
    } else {
      const customer = customerForAccessToken(db, input.customerAccessToken, now);
      if (!customer) {
        issues.error('INVALID', [...field, 'customerAccessToken'], 'Customer access token is invalid.');
        return;
      }
      cart.customerId = customer.id;
      cart.email = customer.email;
      if (customer.phone) cart.phone = customer.phone;
    }
  }
  if (input.email !== undefined && input.email !== null) {
    if (input.email && !validEmail(input.email)) {
      issues.error('INVALID', [...field, 'email'], 'Email is invalid.');
      return;
    }
    cart.email = input.email || null;
  }
  if (input.phone !== undefined && input.phone !== null) cart.phone = input.phone || null;
}

/** Replaces the codes; they are kept as typed, once each (case-insensitive), blank ones dropped. */
export function setDiscountCodes(cart: CartRecord, codes: string[]): void {
  const seen = new Set<string>();
  cart.discountCodes = [];
  for (const code of codes.map((entry) => entry.trim())) {
    if (!code || seen.has(code.toUpperCase())) continue;
    seen.add(code.toUpperCase());
    cart.discountCodes.push(code);
  }
}

export function setAttributes(cart: CartRecord, attributes: Attribute[], issues: CartIssues, field: string[]): void {
  const blank = attributes.findIndex((attribute) => !attribute.key.trim());
  if (blank >= 0) {
    issues.error('INVALID', [...field, String(blank), 'key'], "Attribute key can't be blank.");
    return;
  }
  // A key given twice keeps its last value, as on Shopify.
  const byKey = new Map(attributes.map((attribute) => [attribute.key, attribute.value]));
  cart.attributes = [...byKey].map(([key, value]) => ({key, value}));
}
