// What a cart mutation reports: user errors (the mutation changed nothing) and warnings (it succeeded
// with automatic changes, e.g. quantities lowered to the stock available; stock is a warning since 2024-10).
// The codes the emulator reports; the storefront's generated resolver types check each against the schema.
export type CartErrorCode =
  | 'ADDRESS_FIELD_IS_REQUIRED'
  | 'CART_TOO_LARGE'
  | 'INVALID'
  | 'INVALID_COMPANY_LOCATION'
  | 'INVALID_DELIVERY_ADDRESS_ID'
  | 'INVALID_DELIVERY_GROUP'
  | 'INVALID_DELIVERY_OPTION'
  | 'INVALID_MERCHANDISE_LINE'
  | 'LESS_THAN'
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  | 'PAYMENT_METHOD_NOT_SUPPORTED'
  | 'SELLING_PLAN_NOT_APPLICABLE'
  | 'TOO_MANY_DELIVERY_ADDRESSES';

export type CartWarningCode = 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';

export interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: CartWarningCode;
  message: string;
  target: string;
}

export class CartIssues {
  readonly errors: CartUserError[] = [];
  readonly warnings: CartWarning[] = [];

  error(code: CartErrorCode, field: (string | number)[] | null, message: string): void {
    this.errors.push({code, field: field ? field.map(String) : null, message});
  }

  warn(code: CartWarningCode, target: string, message: string): void {
    this.warnings.push({code, target, message});
  }
}
