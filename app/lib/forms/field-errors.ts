export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

export function firstErrorPerField<Field extends string>(issues: readonly Issue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
