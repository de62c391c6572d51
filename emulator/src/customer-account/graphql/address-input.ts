// CustomerAddressInput → stored address fields, with the Customer Account API's user error codes. The
// text rules (length, HTML) are the legacy API's, from commerce/address-input.ts; the codes and field
// names are this API's.
import {addressFromInput} from '../../commerce/address-input.js';
import type {AddressFields} from '../../commerce/address-format.js';
import {CustomerIssues} from '../../commerce/customer-issues.js';
import type {
  CustomerAddressInput,
  UserErrorsCustomerAddressUserErrorsCode,
} from './resolvers/generated-resolver-types.js';

export interface AddressUserError {
  code: UserErrorsCustomerAddressUserErrorsCode;
  field: string[] | null;
  message: string;
}

const LEGACY_FIELD_NAMES: Record<string, keyof CustomerAddressInput> = {
  phone: 'phoneNumber',
  province: 'zoneCode',
  country: 'territoryCode',
};

// E.164, as Shopify stores phone numbers.
const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

function normalisedPhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/**
 * Merges `input` over `base` (an update leaves absent fields alone) and checks the result: a country
 * code and a first address line are required, as Shopify's address form requires them.
 */
export function addressFromAccountInput(
  input: CustomerAddressInput,
  base: AddressFields | null,
  errors: AddressUserError[],
): AddressFields | null {
  const given = Object.entries(input).filter(([, value]) => value !== undefined);
  if (given.length === 0 && !base) {
    errors.push({code: 'ADDRESS_ARGUMENT_EMPTY', field: ['address'], message: 'Address is empty'});
    return null;
  }
  const before = errors.length;
  const territory = input.territoryCode?.trim();
  if (territory && !/^[A-Za-z]{2}$/.test(territory)) {
    errors.push({code: 'INVALID_TERRITORY_CODE', field: ['address', 'territoryCode'], message: 'Territory code is invalid'});
  }
  const phone = input.phoneNumber?.trim() ? normalisedPhone(input.phoneNumber) : input.phoneNumber;
  if (phone && !PHONE_PATTERN.test(phone)) {
    errors.push({
      code: 'PHONE_NUMBER_NOT_VALID',
      field: ['address', 'phoneNumber'],
      message: 'Phone number is not valid (use the international format, +32 470 12 34 56)',
    });
  }
  const issues = new CustomerIssues();
  const fields = addressFromInput(
    {
      address1: input.address1,
      address2: input.address2,
      city: input.city,
      company: input.company,
      firstName: input.firstName,
      lastName: input.lastName,
      phone,
      province: input.zoneCode,
      zip: input.zip,
      country: territory === undefined ? input.territoryCode : territory,
    },
    base,
    issues,
  );
  for (const issue of issues.errors) {
    const name = issue.field?.[1] ?? '';
    const field = ['address', LEGACY_FIELD_NAMES[name] ?? name];
    if (issue.code === 'INVALID' && name === 'country') {
      if (errors.some((error) => error.code === 'INVALID_TERRITORY_CODE')) continue;
      errors.push({code: 'INVALID_TERRITORY_CODE', field, message: 'Territory code is invalid'});
    } else if (issue.code === 'TOO_LONG' || issue.code === 'CONTAINS_HTML_TAGS') {
      errors.push({code: issue.code, field, message: issue.message.replace(name, field[1])});
    } else {
      errors.push({code: 'INVALID', field, message: issue.message});
    }
  }
  if (!fields || errors.length > before) return null;
  if (!fields.countryCode) {
    errors.push({code: 'TERRITORY_CODE_MISSING', field: ['address', 'territoryCode'], message: 'Territory code is missing'});
  }
  if (!fields.address1) {
    errors.push({code: 'ADDRESS1_MISSING', field: ['address', 'address1'], message: 'Address1 is missing'});
  }
  return errors.length > before ? null : fields;
}

const COMPARED: (keyof AddressFields)[] = [
  'firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'countryCode', 'zip', 'phone',
];

export function sameAddress(a: AddressFields, b: AddressFields): boolean {
  return COMPARED.every((key) => (a[key] ?? '').toLowerCase() === (b[key] ?? '').toLowerCase());
}
