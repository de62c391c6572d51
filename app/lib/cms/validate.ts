import type {z} from 'zod';
import {CmsValidationError} from './errors';
import {TextKeyedMemo} from '~/lib/text-keyed-memo';

export function validateContent<T>(entity: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error(`[cms] "${entity}" failed validation`, parsed.error.issues);
  throw new CmsValidationError(entity, parsed.error.issues);
}

const CHECKED_TEXT_BUDGET = 1_500_000;

// A cache hit has the JSON of an answer checked a moment ago: its result is found again, frozen as requests share it.
export class CheckedAnswers {
  private readonly results: TextKeyedMemo<unknown>;
  private readonly schemaIds = new WeakMap<z.ZodType, number>();
  private nextSchemaId = 0;

  constructor(budget = CHECKED_TEXT_BUDGET) {
    this.results = new TextKeyedMemo(budget);
  }

  validate<T>(entity: string, schema: z.ZodType<T>, value: unknown): T {
    const key = `${this.schemaId(schema)}:${JSON.stringify(value)}`;
    return this.results.get(key, () => validateContent(entity, schema, value)) as T;
  }

  private schemaId(schema: z.ZodType): number {
    let id = this.schemaIds.get(schema);
    if (id === undefined) this.schemaIds.set(schema, (id = this.nextSchemaId++));
    return id;
  }
}
