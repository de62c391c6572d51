import {z} from 'zod';
import {StrapiErrorSchema, type StrapiError} from './response-envelopes';

// Strapi sends `{data: null, error}`; only `error` is required so a proxy's variant still passes on.
const StrapiErrorBody = z.object({error: StrapiErrorSchema});

export class CmsError extends Error {
  readonly status: number;
  readonly details: unknown;

  constructor({status, name, message, details}: StrapiError, options?: ErrorOptions) {
    super(message, options);
    this.name = name;
    this.status = status;
    this.details = details ?? {};
  }
}

/**
 * What a log says of a failed CMS call. Strapi sums up several invalid fields as "2 errors occurred" and
 * lists them in `details.errors`; the log must say which (a setting such as SITE_ORIGINS is named there).
 */
export function describeCmsError(error: unknown): string {
  if (!(error instanceof CmsError)) return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const errors = (error.details as {errors?: unknown} | null)?.errors;
  const messages = Array.isArray(errors)
    ? errors.flatMap((item) => (typeof (item as {message?: unknown})?.message === 'string' ? [(item as {message: string}).message] : []))
    : [];
  const summary = `${error.name} (${error.status}): ${error.message}`;
  return messages.length ? `${summary}: ${messages.join('; ')}` : summary;
}

export class UnknownError extends CmsError {
  constructor(message: string, options?: ErrorOptions) {
    super({status: 500, name: 'UnknownError', message, details: {}}, options);
  }
}

export class CmsValidationError extends CmsError {
  constructor(entity: string, issues: z.core.$ZodIssue[]) {
    super({
      status: 500,
      name: 'ContentValidationError',
      message: `The content of "${entity}" does not match its schema.`,
      details: {entity, issues},
    });
  }
}

export function readStrapiError(body: unknown): StrapiError | null {
  const parsed = StrapiErrorBody.safeParse(body);
  return parsed.success ? parsed.data.error : null;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof CmsError && error.status === 404;
}
