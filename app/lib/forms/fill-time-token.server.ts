import type {PrivateData} from '~/lib/http/private-data.server';

export const MIN_FILL_MS = 3000;

// Shorter than the CMS keeps a used key (24 hours), so a used token stays used while it is valid at all.
export const FILL_TOKEN_LIFETIME_MS = 4 * 60 * 60 * 1000;

const encoder = new TextEncoder();

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
    'verify',
  ]);
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

// The form name keeps one form's token from serving another.
const payload = (form: string, issuedAt: string) => encoder.encode(`${form}:${issuedAt}`);

export async function issueFillTimeToken(form: string, secret: string, now: number): Promise<string> {
  const issuedAt = String(Math.floor(now));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), payload(form, issuedAt));
  return `${issuedAt}.${toBase64Url(signature)}`;
}

/**
 * The token for a form on a page: single-use once posted, so the answer carrying it is marked as one
 * visitor's (a shared cache would hand it to the next visitor, whose message would then be refused).
 */
export function fillTimeTokenForPage(
  context: {appEnv: {SESSION_SECRET: string}; privateData: PrivateData},
  form: string,
): Promise<string> {
  context.privateData.mark();
  return issueFillTimeToken(form, context.appEnv.SESSION_SECRET, Date.now());
}

export async function timeSpentFilling(
  form: string,
  token: string,
  secret: string,
  now: number,
): Promise<number | null> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, issuedAt, encoded] = match as unknown as [string, string, string];
  const signature = fromBase64Url(encoded);
  if (!signature) return null;
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, payload(form, issuedAt));
  return valid ? now - Number(issuedAt) : null;
}

export async function idempotencyKeyFor(form: string, token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${form}:${token}`));
  return toBase64Url(digest);
}
