// What a cart mutation reports: user errors (the mutation changed nothing) and warnings (it succeeded
// with automatic changes, e.g. quantities lowered to the stock available; stock is a warning since 2024-10).
export interface CartUserError {
  code: string;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: string;
  message: string;
  target: string;
}

export class CartIssues {
  readonly errors: CartUserError[] = [];
  readonly warnings: CartWarning[] = [];

  error(code: string, field: (string | number)[] | null, message: string): void {
    this.errors.push({code, field: field ? field.map(String) : null, message});
  }

  warn(code: string, target: string, message: string): void {
    this.warnings.push({code, target, message});
  }
}
