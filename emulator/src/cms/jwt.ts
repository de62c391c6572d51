// Users' jwts, HS256-signed like Strapi's users-permissions plugin: `{id, iat, exp}`.
import {createHmac, timingSafeEqual} from 'node:crypto';
import {cmsConfig} from './cms-config.js';

const HEADER = Buffer.from(JSON.stringify({alg: 'HS256', typ: 'JWT'})).toString('base64url');

function signature(input: string): string {
  return createHmac('sha256', cmsConfig().jwtSecret).update(input).digest('base64url');
}

export function signUserJwt(userId: number, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = Buffer.from(JSON.stringify({id: userId, iat, exp: iat + cmsConfig().jwtLifetimeSeconds})).toString('base64url');
  return `${HEADER}.${payload}.${signature(`${HEADER}.${payload}`)}`;
}

/** The user id of a valid, unexpired token, else null. */
export function verifyUserJwt(token: string, now: Date): number | null {
  const [header, payload, signed] = token.split('.');
  if (!header || !payload || !signed || header !== HEADER) return null;
  const expected = Buffer.from(signature(`${header}.${payload}`));
  const actual = Buffer.from(signed);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {id?: unknown; exp?: unknown};
    if (typeof claims.id !== 'number' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now.getTime() ? claims.id : null;
  } catch {
    return null;
  }
}
