// The router seam: each module exports a RouteHandler; server.ts asks them in order and the first
// non-null Response wins.
import type {Database} from '../db/database.js';
import {textResponse} from './body.js';

export interface RouteContext {
  db: Database;
  baseUrl: string;
  now: () => Date;
  /** What Strapi's admin changes at run time (users-permissions' advanced settings). */
  cmsSettings: CmsSettings;
}

export interface CmsSettings {
  /** `allow_register`: whether anyone may create an account through `/api/auth/local/register`. */
  allowRegister: boolean;
}

export type RouteHandler = (
  request: Request,
  ctx: RouteContext,
) => Promise<Response | null> | Response | null;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return textResponse(JSON.stringify(body), {
    status,
    headers: {'content-type': 'application/json; charset=utf-8', ...headers},
  });
}
