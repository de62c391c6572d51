// The minimum fill time of a form: the page carries the time it was served, signed with
// SESSION_SECRET (HMAC-SHA-256 through Web Crypto), so a bot can neither skip nor forge it.

/** A person needs longer than this to fill in a form; a bot posting faster is dropped. */
export const MIN_FILL_MS = 3000;

/**
 * A form's token is good for 4 hours: a person may leave the tab open over lunch and write at length,
 * while a token copied out of the page cannot be replayed for days. The CMS keeps a used key for 24
 * hours, longer than this, so a used token stays used for as long as it is valid at all.
 */
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

/** `{form}:{issued ms}` signed; the form name keeps one form's token from serving another. */
const payload = (form: string, issuedAt: string) => encoder.encode(`${form}:${issuedAt}`);

export async function issueFillTimeToken(form: string, secret: string, now: number): Promise<string> {
  const issuedAt = String(Math.floor(now));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), payload(form, issuedAt));
  return `${issuedAt}.${toBase64Url(signature)}`;
}

/** How long the form was open, in ms; null when the token is missing, malformed or forged. */
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

/**
 * The CMS write's idempotency key for one posted form: the SHA-256 of its token. The token is single-use
 * this way: the same form posted again is answered with the first result, another body under the
 * same token is refused, and a failed store keeps nothing, so the visitor may send again.
 */
export async function idempotencyKeyFor(form: string, token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${form}:${token}`));
  return toBase64Url(digest);
}
