import {createHash, randomBytes} from 'node:crypto';

/** Only the SHA-256 of a token is stored; the token itself only travels in the mail. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newToken(): {token: string; hash: string} {
  const token = randomBytes(32).toString('base64url');
  return {token, hash: hashToken(token)};
}

/** `url` with `?token=` (or `&token=`) added. */
export function withToken(url: string, token: string): string {
  const link = new URL(url);
  link.searchParams.set('token', token);
  return link.toString();
}
