import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import {
  CUSTOMER_ERROR_CODES,
  FORM_LEVEL,
  formFieldOf,
  isSessionEnded,
  mapCustomerError,
  mapCustomerErrors,
} from '~/lib/customer/error-mapping';
import {CATALOGUES} from '~/i18n/messages.server';
import {LOCALES} from '~/i18n/locales';

// The schema the storefront is typed against (what the emulator executes too).
const schema = createRequire(import.meta.url)('@shopify/hydrogen/storefront.schema.json') as {
  data?: {__schema: Schema};
  __schema?: Schema;
};
interface Schema {
  types: {name: string; enumValues?: {name: string}[] | null}[];
}

const lookup = (locale: (typeof LOCALES)[number], key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[locale]);

describe('customer error mapping', () => {
  it('knows every CustomerErrorCode of the schema, and nothing else', () => {
    const types = (schema.data ?? schema).__schema!.types;
    const codes = types.find((type) => type.name === 'CustomerErrorCode')!.enumValues!.map((value) => value.name);
    expect([...CUSTOMER_ERROR_CODES].sort()).toEqual(codes.sort());
  });

  it.each(CUSTOMER_ERROR_CODES)('gives %s a message in every language', (code) => {
    for (const field of [null, ['input', 'email'], ['customer', 'password'], ['address', 'country'], ['customerAccessToken']]) {
      const {key} = mapCustomerError({code, field});
      for (const locale of LOCALES) expect(typeof lookup(locale, key), `${code} ${key} ${locale}`).toBe('string');
    }
  });

  it('puts a message next to the field the backend names', () => {
    expect(mapCustomerError({code: 'TAKEN', field: ['input', 'email']})).toEqual({
      field: 'email',
      key: 'account.errors.emailTaken',
    });
    expect(mapCustomerError({code: 'TOO_SHORT', field: ['customer', 'password']})).toEqual({
      field: 'password',
      key: 'account.errors.passwordTooShort',
    });
    expect(mapCustomerError({code: 'INVALID', field: ['address', 'country']})).toEqual({
      field: 'country',
      key: 'account.errors.countryInvalid',
    });
    expect(mapCustomerError({code: 'CONTAINS_URL', field: ['input', 'firstName']})).toEqual({
      field: 'firstName',
      key: 'account.errors.containsUrl',
    });
  });

  it('shows at the form what no field can fix', () => {
    expect(mapCustomerError({code: 'UNIDENTIFIED_CUSTOMER', field: null})).toEqual({
      field: FORM_LEVEL,
      key: 'account.errors.unidentifiedCustomer',
    });
    expect(mapCustomerError({code: 'TOKEN_INVALID', field: ['input', 'resetToken']}).field).toBe(FORM_LEVEL);
    expect(mapCustomerError({code: 'INVALID', field: ['resetUrl']})).toEqual({
      field: FORM_LEVEL,
      key: 'account.errors.tokenInvalid',
    });
    expect(mapCustomerError({code: 'CUSTOMER_DISABLED', field: null}).key).toBe('account.errors.customerDisabled');
    expect(formFieldOf(['customerAccessToken'])).toBe(FORM_LEVEL);
  });

  it('answers an unknown code with a generic message rather than nothing', () => {
    expect(mapCustomerError({code: 'SOMETHING_NEW', field: ['input', 'email']})).toEqual({
      field: 'email',
      key: 'account.errors.unknown',
    });
  });

  it('keeps the first message per field', () => {
    expect(
      mapCustomerErrors([
        {code: 'BLANK', field: ['input', 'email']},
        {code: 'INVALID', field: ['input', 'email']},
        {code: 'TOO_SHORT', field: ['input', 'password']},
      ]),
    ).toEqual({email: 'account.errors.emailRequired', password: 'account.errors.passwordTooShort'});
  });

  it('tells a dead session from a failed sign-in', () => {
    expect(isSessionEnded([{code: 'UNIDENTIFIED_CUSTOMER', field: ['customerAccessToken']}])).toBe(true);
    expect(isSessionEnded([{code: 'UNIDENTIFIED_CUSTOMER', field: null}])).toBe(false);
    expect(mapCustomerError({code: 'UNIDENTIFIED_CUSTOMER', field: ['customerAccessToken']}).key).toBe(
      'account.errors.sessionExpired',
    );
  });
});
