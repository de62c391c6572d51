import type {z} from 'zod';
import {CmsValidationError} from './errors';

export function validateContent<T>(entity: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error(`[cms] "${entity}" failed validation`, parsed.error.issues);
  throw new CmsValidationError(entity, parsed.error.issues);
}
