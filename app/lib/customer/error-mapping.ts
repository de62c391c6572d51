// Shared with the browser: no server code here.

export const CUSTOMER_ERROR_CODES = [
  'ALREADY_ENABLED',
  'BAD_DOMAIN',
  'BLANK',
  'CONTAINS_HTML_TAGS',
  'CONTAINS_URL',
  'CUSTOMER_DISABLED',
  'INVALID',
  'INVALID_MULTIPASS_REQUEST',
  'NOT_FOUND',
  'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
  'TAKEN',
  'TOKEN_INVALID',
  'TOO_LONG',
  'TOO_SHORT',
  'UNIDENTIFIED_CUSTOMER',
] as const;

export type CustomerErrorCode = (typeof CUSTOMER_ERROR_CODES)[number];

// The password limits the site's forms ask for, quoted in the messages. Shopify itself accepts 5
// characters; a new password here needs 8 (OWASP ASVS 6.2.1). An existing one is only checked by Shopify.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 40;
export const TEXT_MAX = 255;

export const ERROR_VALUES = {min: PASSWORD_MIN, max: PASSWORD_MAX, textMax: TEXT_MAX} as const;

export const FORM_LEVEL = 'form';

export interface CustomerUserError {
  code?: string | null;
  field?: readonly string[] | null;
  message?: string;
}

export interface MappedError {
  field: string;
  key: string;
}

// A mailed link, a token, an id or a whole input: nothing the person can fix in the form.
const FORM_LEVEL_FIELDS = new Set([
  'resetUrl',
  'resetToken',
  'activationUrl',
  'activationToken',
  'customerAccessToken',
  'id',
  'addressId',
  'input',
  'customer',
  'address',
]);

const GENERIC: Record<CustomerErrorCode, string> = {
  ALREADY_ENABLED: 'account.errors.alreadyEnabled',
  BAD_DOMAIN: 'account.errors.badDomain',
  BLANK: 'account.errors.blank',
  CONTAINS_HTML_TAGS: 'account.errors.containsHtml',
  CONTAINS_URL: 'account.errors.containsUrl',
  CUSTOMER_DISABLED: 'account.errors.customerDisabled',
  INVALID: 'account.errors.invalid',
  INVALID_MULTIPASS_REQUEST: 'account.errors.invalidMultipass',
  NOT_FOUND: 'account.errors.notFound',
  PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE: 'account.errors.passwordWhitespace',
  TAKEN: 'account.errors.taken',
  TOKEN_INVALID: 'account.errors.tokenInvalid',
  TOO_LONG: 'account.errors.tooLong',
  TOO_SHORT: 'account.errors.tooShort',
  UNIDENTIFIED_CUSTOMER: 'account.errors.unidentifiedCustomer',
};

// Clearer words where the field is known ("already has an account" rather than "already taken").
const BY_FIELD: Partial<Record<CustomerErrorCode, Record<string, string>>> = {
  BLANK: {
    email: 'account.errors.emailRequired',
    password: 'account.errors.passwordRequired',
    country: 'account.errors.countryRequired',
  },
  INVALID: {
    email: 'account.errors.emailInvalid',
    phone: 'account.errors.phoneInvalid',
    country: 'account.errors.countryInvalid',
    province: 'account.errors.provinceInvalid',
    zip: 'account.errors.zipInvalid',
    resetUrl: 'account.errors.tokenInvalid',
    activationUrl: 'account.errors.tokenInvalid',
  },
  TAKEN: {email: 'account.errors.emailTaken', phone: 'account.errors.phoneTaken'},
  TOO_SHORT: {password: 'account.errors.passwordTooShort'},
  TOO_LONG: {password: 'account.errors.passwordTooLong'},
  // Without a field it is a failed sign-in; on the session's token, the session has ended.
  UNIDENTIFIED_CUSTOMER: {customerAccessToken: 'account.errors.sessionExpired'},
};

function isKnownCode(code: unknown): code is CustomerErrorCode {
  return typeof code === 'string' && (CUSTOMER_ERROR_CODES as readonly string[]).includes(code);
}

export function formFieldOf(path: readonly string[] | null | undefined): string {
  const last = path?.at(-1);
  if (!last || FORM_LEVEL_FIELDS.has(last)) return FORM_LEVEL;
  return last;
}

export function mapCustomerError(error: CustomerUserError): MappedError {
  const backendField = error.field?.at(-1) ?? '';
  const field = formFieldOf(error.field);
  if (!isKnownCode(error.code)) return {field, key: 'account.errors.unknown'};
  const key = BY_FIELD[error.code]?.[backendField] ?? GENERIC[error.code];
  return {field, key};
}

export function mapCustomerErrors(errors: readonly CustomerUserError[]): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const error of errors) {
    const {field, key} = mapCustomerError(error);
    mapped[field] ??= key;
  }
  return mapped;
}

export function isSessionEnded(errors: readonly CustomerUserError[]): boolean {
  return errors.some(
    (error) => error.code === 'UNIDENTIFIED_CUSTOMER' && error.field?.at(-1) === 'customerAccessToken',
  );
}
