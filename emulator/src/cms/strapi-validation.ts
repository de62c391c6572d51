// Strapi's entity validator (yup with Strapi's wording) rebuilt in zod, so that a 400 from the emulator
// reads like one from Strapi: `name must be defined.`, `name must be at most 100 characters`,
// `email must be a valid email`, `language must be one of the following values: en, fr, nl, `.
// A wrong type stops a field's other checks, as yup's type check does.
import {z} from 'zod';
import {issuesError} from './strapi-errors.js';

interface Common {
  required?: boolean;
  /** Never in an API answer, never writable through it. */
  private?: boolean;
}

export type Attribute = Common &
  (
    | {type: 'string' | 'text'; minLength?: number; maxLength?: number}
    | {type: 'email'; maxLength?: number}
    | {type: 'enumeration'; enum: readonly string[]}
    | {type: 'boolean'}
    | {type: 'datetime'}
  );

/** yup's printValue: how a refused value appears in a type error. */
function printValue(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return `"${value}"`;
  return JSON.stringify(value, null, 2);
}

function typeError(path: string, type: string) {
  return (issue: {input?: unknown}) =>
    issue.input === undefined
      ? `${path} must be defined.`
      : `${path} must be a \`${type}\` type, but the final value was: \`${printValue(issue.input)}\`.`;
}

const isEmail = (value: string) => value === '' || z.regexes.email.test(value);

/** One attribute's check, as Strapi's entity validator builds it on creation. */
export function attributeSchema(path: string, attribute: Attribute): z.ZodType {
  let schema: z.ZodType;
  switch (attribute.type) {
    case 'string':
    case 'text': {
      let text = z.string({error: typeError(path, 'string')});
      if (attribute.minLength) text = text.min(attribute.minLength, `${path} must be at least ${attribute.minLength} characters`);
      if (attribute.maxLength) text = text.max(attribute.maxLength, `${path} must be at most ${attribute.maxLength} characters`);
      schema = text;
      break;
    }
    case 'email': {
      let text = z.string({error: typeError(path, 'string')});
      if (attribute.maxLength) text = text.max(attribute.maxLength, `${path} must be at most ${attribute.maxLength} characters`);
      schema = text.refine(isEmail, `${path} must be a valid email`).refine((value) => value.length > 0, `${path} cannot be empty`);
      break;
    }
    case 'enumeration': {
      // Strapi allows null besides the values, and yup prints the list with it: hence the trailing ", ".
      const values = [...attribute.enum, ''].join(', ');
      schema = z.string({error: typeError(path, 'string')}).refine((value) => attribute.enum.includes(value), {
        message: `${path} must be one of the following values: ${values}`,
        abort: true,
      });
      break;
    }
    case 'boolean':
      schema = z.boolean({error: typeError(path, 'boolean')});
      break;
    case 'datetime':
      schema = z.iso.datetime({offset: true, error: typeError(path, 'date')});
      break;
  }
  return attribute.required ? schema : schema.nullish();
}

/** `true` and nothing else, in yup's words for `boolean().oneOf([true])`. */
export function mustBeTrue(path: string): z.ZodType<true> {
  return z.literal(true, {
    error: (issue) =>
      issue.input === undefined
        ? `${path} must be defined.`
        : typeof issue.input === 'boolean'
          ? `${path} must be one of the following values: true`
          : `${path} must be a \`boolean\` type, but the final value was: \`${printValue(issue.input)}\`.`,
  });
}

/** A required string of at least one character, e.g. a token in a custom action's body. */
export function requiredString(path: string): z.ZodType<string> {
  return z.string({error: typeError(path, 'string')}).min(1, `${path} must be defined.`);
}

/** The body's `data`, checked; every failing field is one issue of a 400 ValidationError. */
export function validate<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw issuesError(
    parsed.error.issues.map((issue) => ({path: issue.path.map(String), message: issue.message, name: 'ValidationError' as const})),
  );
}
