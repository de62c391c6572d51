// Customer user errors, also reported through the deprecated `userErrors` (field and message only).
export interface CustomerUserError {
  code: string;
  field: string[] | null;
  message: string;
}

export class CustomerIssues {
  readonly errors: CustomerUserError[] = [];

  error(code: string, field: string[] | null, message: string): void {
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
