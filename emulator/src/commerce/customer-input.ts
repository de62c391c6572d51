// Validation of customer fields as Shopify words it: email, password, phone, names.
import type {Database} from '../db/database.js';
import {customerByEmail, customerByPhone} from './customer-store.js';
import type {CustomerIssues} from './customer-issues.js';

export const MIN_PASSWORD_LENGTH = 5;
export const MAX_PASSWORD_LENGTH = 40;
const MAX_NAME_LENGTH = 255;
const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[A-Za-z]{2,}$/;
// E.164, which Shopify requires for customer phones.
const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

export function validEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function checkEmail(
  db: Database,
  email: string,
  field: string[],
  issues: CustomerIssues,
  ownerId: number | null,
): void {
  const trimmed = email.trim();
  if (!trimmed) return issues.error('BLANK', field, "Email can't be blank");
  if (!validEmail(trimmed)) return issues.error('INVALID', field, 'Email is invalid');
  const existing = customerByEmail(db, trimmed);
  if (existing && existing.id !== ownerId) issues.error('TAKEN', field, 'Email has already been taken');
}

export function checkPassword(password: string, field: string[], issues: CustomerIssues): void {
  if (!password) return issues.error('BLANK', field, "Password can't be blank");
  if (password.length < MIN_PASSWORD_LENGTH) {
    return issues.error('TOO_SHORT', field, `Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return issues.error('TOO_LONG', field, `Password is too long (maximum is ${MAX_PASSWORD_LENGTH} characters)`);
  }
  if (password.trim() !== password) {
    issues.error('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field, 'Password cannot start or end with whitespace');
  }
}

export function checkPhone(
  db: Database,
  phone: string,
  field: string[],
  issues: CustomerIssues,
  ownerId: number | null,
): void {
  if (!PHONE_PATTERN.test(phone)) return issues.error('INVALID', field, 'Phone is invalid');
  const existing = customerByPhone(db, phone);
  if (existing && existing.id !== ownerId) issues.error('TAKEN', field, 'Phone has already been taken');
}

export function checkName(value: string, field: string[], issues: CustomerIssues): void {
  const label = field[field.length - 1] === 'firstName' ? 'First name' : 'Last name';
  if (value.length > MAX_NAME_LENGTH) {
    issues.error('TOO_LONG', field, `${label} is too long (maximum is ${MAX_NAME_LENGTH} characters)`);
  } else if (/<[^>]+>/.test(value)) {
    issues.error('CONTAINS_HTML_TAGS', field, `${label} cannot contain HTML tags`);
  } else if (/https?:\/\/|www\./i.test(value)) {
    issues.error('CONTAINS_URL', field, `${label} cannot contain URL`);
  }
}

/** Empty strings are stored as null, as Shopify does. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
