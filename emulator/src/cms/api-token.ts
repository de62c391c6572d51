// Who is calling: the site's API token (`Authorization: Bearer <CMS_API_TOKEN>`) or a signed-in user's
// jwt. Like Strapi, no token on a protected route is a 403 and a token it does not know is a 401.
import {timingSafeEqual} from 'node:crypto';
import {cmsConfig} from './cms-config.js';
import {verifyUserJwt} from './jwt.js';
import {forbidden, unauthorized} from './strapi-errors.js';

export type Caller = {kind: 'api-token'} | {kind: 'user'; userId: number};

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

function isApiToken(token: string): boolean {
  const expected = Buffer.from(cmsConfig().apiToken);
  const actual = Buffer.from(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function identifyCaller(request: Request, now: Date): Caller | null {
  const token = bearerToken(request);
  if (token === null) return null;
  if (isApiToken(token)) return {kind: 'api-token'};
  const userId = verifyUserJwt(token, now);
  if (userId === null) throw unauthorized();
  return {kind: 'user', userId};
}

/** Content reads: the API token or any signed-in user. */
export function requireReader(request: Request, now: Date): Caller {
  const caller = identifyCaller(request, now);
  if (!caller) throw forbidden();
  return caller;
}

/** Writes and reading back the writable collections: the API token only. */
export function requireApiToken(request: Request, now: Date): void {
  const caller = identifyCaller(request, now);
  if (caller?.kind !== 'api-token') throw forbidden();
}
