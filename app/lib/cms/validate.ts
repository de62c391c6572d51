import type {z} from 'zod';
import {CmsValidationError} from './errors';

export function validateContent<T>(entity: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error(`[cms] "${entity}" failed validation`, parsed.error.issues);
  throw new CmsValidationError(entity, parsed.error.issues);
}

const CHECKED_TEXT_BUDGET = 1_500_000;

// A cache hit has the JSON of an answer checked a moment ago: its result is found again, frozen as requests share it.
export class CheckedAnswers {
  private readonly results = new Map<string, unknown>();
  private readonly schemaIds = new WeakMap<z.ZodType, number>();
  private nextSchemaId = 0;
  private kept = 0;

  constructor(private readonly budget = CHECKED_TEXT_BUDGET) {}

  validate<T>(entity: string, schema: z.ZodType<T>, value: unknown): T {
    const key = `${this.schemaId(schema)}:${JSON.stringify(value)}`;
    if (this.results.has(key)) return this.results.get(key) as T;
    const result = deepFreeze(validateContent(entity, schema, value));
    this.results.set(key, result);
    this.kept += key.length;
    for (const [oldest] of this.results) {
      if (this.kept <= this.budget) break;
      this.results.delete(oldest);
      this.kept -= oldest.length;
    }
    return result;
  }

  private schemaId(schema: z.ZodType): number {
    let id = this.schemaIds.get(schema);
    if (id === undefined) this.schemaIds.set(schema, (id = this.nextSchemaId++));
    return id;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
