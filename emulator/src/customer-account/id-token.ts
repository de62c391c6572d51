// OpenID Connect id tokens: RS256 JWTs signed with the emulator's key.
import {createPublicKey, sign, verify} from 'node:crypto';
import type {Database} from '../db/database.js';
import {signingKey} from './signing-key.js';

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  exp: number;
  auth_time?: number;
  nonce?: string;
  email: string;
  email_verified: boolean;
  sid: string;
}

// Hydrogen reads the id token's nonce with `atob` on each part, and `atob` knows neither `-` nor `_`.
// Base64 writes those (as `+` and `/`) only for a third byte `>`, `?`, `~` or DEL, or for non-ASCII
// bytes; escaping those characters in the JSON makes every part plain base64 and base64url at once.
function atobSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[>?~\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function encodePart(value: unknown): string {
  return Buffer.from(atobSafeJson(value), 'utf8').toString('base64url');
}

export function signIdToken(db: Database, claims: IdTokenClaims, now: Date): string {
  const key = signingKey(db, now);
  const input = `${encodePart({alg: 'RS256', kid: key.kid, typ: 'JWT'})}.${encodePart(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

/**
 * The claims of an id token this emulator signed, expired or not (a logout's `id_token_hint` may be
 * older than the token's life); null when it is malformed or its signature does not verify.
 */
export function verifiedIdTokenClaims(db: Database, token: string, now: Date): IdTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return null;
  const key = signingKey(db, now);
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as {alg?: unknown; kid?: unknown};
    if (header.alg !== 'RS256' || header.kid !== key.kid) return null;
    const publicKey = createPublicKey({key: key.publicJwk, format: 'jwk'});
    if (!verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), publicKey, Buffer.from(parts[2], 'base64url'))) return null;
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Partial<IdTokenClaims>;
    if (typeof claims.sid !== 'string' || typeof claims.aud !== 'string' || typeof claims.iss !== 'string') return null;
    return claims as IdTokenClaims;
  } catch {
    return null;
  }
}
