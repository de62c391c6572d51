// MailingAddressInput → stored fields, with the customer user errors Shopify gives for a bad country.
import {emptyAddress, type AddressFields} from './address-format.js';
import {countryCodeOf} from './countries.js';
import type {CustomerIssues} from './customer-issues.js';

export interface MailingAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  province?: string | null;
  zip?: string | null;
}

const TEXT_FIELDS = ['address1', 'address2', 'city', 'company', 'firstName', 'lastName', 'phone', 'province', 'zip'] as const;
const MAX_FIELD_LENGTH = 255;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Merges `input` over `base` (fields absent from the input keep their value); null when invalid. */
export function addressFromInput(
  input: MailingAddressInput,
  base: AddressFields | null,
  issues: CustomerIssues,
  field = 'address',
): AddressFields | null {
  const result: AddressFields = base ? {...base} : emptyAddress();
  let valid = true;
  for (const name of TEXT_FIELDS) {
    if (input[name] === undefined) continue;
    const value = clean(input[name]);
    if (value && value.length > MAX_FIELD_LENGTH) {
      issues.error('TOO_LONG', [field, name], `${name} is too long (maximum is ${MAX_FIELD_LENGTH} characters)`);
      valid = false;
      continue;
    }
    if (value && /<[^>]+>/.test(value)) {
      issues.error('CONTAINS_HTML_TAGS', [field, name], `${name} cannot contain HTML tags`);
      valid = false;
      continue;
    }
    result[name] = value;
  }
  if (input.country !== undefined) {
    const country = clean(input.country);
    const code = country ? countryCodeOf(country) : null;
    if (country && !code) {
      issues.error('INVALID', [field, 'country'], 'Country is invalid');
      valid = false;
    } else {
      result.countryCode = code;
    }
  }
  return valid ? result : null;
}
