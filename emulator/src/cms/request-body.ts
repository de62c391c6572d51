// JSON request bodies for the content routes, with Strapi's answers to a body that is not JSON.
import {BodyTooLargeError, readBodyLimited} from '../http/body.js';
import {StrapiError, validationError, type ValidationIssue} from './strapi-errors.js';
import type {z} from 'zod';

export async function readJsonBody(request: Request): Promise<unknown> {
  let text: string;
  try {
    text = await readBodyLimited(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new StrapiError(413, 'PayloadTooLargeError', 'Request entity too large');
    throw error;
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError('Invalid JSON in the request body');
  }
}

export function zodIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
    name: 'ValidationError',
  }));
}
