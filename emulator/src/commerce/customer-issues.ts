// Customer user errors, also reported through the deprecated `userErrors` (field and message only).
// The codes the emulator reports; the storefront's generated resolver types check each against the schema.
export type CustomerErrorCode =
  | 'ALREADY_ENABLED'
  | 'BLANK'
  | 'CONTAINS_HTML_TAGS'
  | 'CONTAINS_URL'
  | 'CUSTOMER_DISABLED'
  | 'INVALID'
  | 'NOT_FOUND'
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  | 'TAKEN'
  | 'TOKEN_INVALID'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNIDENTIFIED_CUSTOMER';

export interface CustomerUserError {
  code: CustomerErrorCode;
  field: string[] | null;
  message: string;
}

export class CustomerIssues {
  readonly errors: CustomerUserError[] = [];

  error(code: CustomerErrorCode, field: string[] | null, message: string): void {
    this.errors.push({code, field, message});
  }

  get any(): boolean {
    return this.errors.length > 0;
  }

  /** The payload fields every customer mutation returns. */
  payload(): {customerUserErrors: CustomerUserError[]; userErrors: {field: string[] | null; message: string}[]} {
    return {
      customerUserErrors: this.errors,
      userErrors: this.errors.map(({field, message}) => ({field, message})),
    };
  }
}

export function unidentifiedCustomer(issues: CustomerIssues): void {
  issues.error('UNIDENTIFIED_CUSTOMER', ['customerAccessToken'], 'Customer is not identified');
}
