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

// A cache hit has the text of an answer read a moment ago: its checked result is found again, frozen as requests share it.
export class CheckedAnswers {
  private readonly results: TextKeyedMemo<unknown>;
  private readonly schemaIds = new WeakMap<z.ZodType, number>();
  private nextSchemaId = 0;

  constructor(budget = CHECKED_TEXT_BUDGET) {
    this.results = new TextKeyedMemo(budget);
  }

  read<T>(schema: z.ZodType, text: string, check: (body: unknown) => T): T {
    return this.results.get(`${this.schemaId(schema)}:${text}`, () => check(parseAnswer(text))) as T;
  }

  private schemaId(schema: z.ZodType): number {
    let id = this.schemaIds.get(schema);
    if (id === undefined) this.schemaIds.set(schema, (id = this.nextSchemaId++));
    return id;
  }
}

function parseAnswer(text: string): unknown {
  return text.includes('"__proto__"')
    ? JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value))
    : JSON.parse(text);
}
