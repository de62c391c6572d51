// Address lines as Shopify formats them: most of Europe writes "zip city", elsewhere "city province zip".
import {countryName} from './countries.js';

export interface AddressFields {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  countryCode: string | null;
  zip: string | null;
  phone: string | null;
}

/** An address with nothing filled in: the base of one built from input, or a bare country. */
export function emptyAddress(countryCode: string | null = null): AddressFields {
  return {
    firstName: null,
    lastName: null,
    company: null,
    address1: null,
    address2: null,
    city: null,
    province: null,
    countryCode,
    zip: null,
    phone: null,
  };
}

const ZIP_BEFORE_CITY = new Set([
  'AT', 'BE', 'CH', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV',
  'MC', 'NL', 'NO', 'PL', 'PT', 'SE', 'SI', 'SK', 'SM',
]);

function joined(parts: (string | null)[], separator: string): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(separator);
}

export function fullName(address: Pick<AddressFields, 'firstName' | 'lastName'>): string | null {
  return joined([address.firstName, address.lastName], ' ') || null;
}

export function formatAddress(
  address: AddressFields,
  options: {withName?: boolean; withCompany?: boolean} = {},
): string[] {
  const withCompany = options.withCompany ?? true;
  const locality =
    address.countryCode && ZIP_BEFORE_CITY.has(address.countryCode)
      ? joined([address.zip, address.city, address.province], ' ')
      : joined([address.city, address.province, address.zip], ' ');
  return [
    options.withName ? fullName(address) : null,
    withCompany ? address.company : null,
    address.address1,
    address.address2,
    locality,
    address.countryCode ? countryName(address.countryCode) : null,
  ].filter((line): line is string => Boolean(line && line.trim()));
}

export function formatArea(address: AddressFields): string | null {
  return (
    joined([address.city, address.province, address.countryCode ? countryName(address.countryCode) : null], ', ') ||
    null
  );
}
