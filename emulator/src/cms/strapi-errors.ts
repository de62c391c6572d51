// Strapi's error body, `{data: null, error: {status, name, message, details}}`, thrown from anywhere in
// the content routes and rendered once by routes.ts.
import {jsonResponse} from '../http/route-handler.js';

export interface ValidationIssue {
  path: string[];
  message: string;
  name: 'ValidationError';
}

export class StrapiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not Found') => new StrapiError(404, 'NotFoundError', message);
export const forbidden = () => new StrapiError(403, 'ForbiddenError', 'Forbidden');
export const unauthorized = (message = 'Missing or invalid credentials') =>
  new StrapiError(401, 'UnauthorizedError', message);
export const validationError = (message: string, issues?: ValidationIssue[]) =>
  new StrapiError(400, 'ValidationError', message, issues ? {errors: issues} : {});
export const applicationError = (message: string) => new StrapiError(400, 'ApplicationError', message);
export const methodNotAllowed = () => new StrapiError(405, 'MethodNotAllowedError', 'Method Not Allowed');

export function issuesError(issues: ValidationIssue[]): StrapiError {
  const message = issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`;
  return validationError(message, issues);
}

export function errorResponse(error: StrapiError): Response {
  return jsonResponse(
    {data: null, error: {status: error.status, name: error.errorName, message: error.message, details: error.details}},
    error.status,
  );
}
