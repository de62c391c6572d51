// A session cookie carries the customer's token, sealed: signing out drops it from the cookie and asks
// the shop to revoke it. When the shop cannot be reached, the token stays valid there until it expires,
// and a copy of the old cookie would still sign in. Such tokens are kept here (hashed with the session
// secret) until they expire, and refused. The cache is the worker's own, so this holds where the sign-out
// was handled; the shop's revocation, tried again on the next refusal, ends it everywhere.
import {hashedKey} from './throttle-cache.server';
import type {StoredToken} from './token-rules';

const CACHE_NAME = 'customer-signed-out-tokens';
const KEY_ORIGIN = 'https://signed-out-tokens.invalid';

const keyUrl = async (accessToken: string, secret: string) =>
  `${KEY_ORIGIN}/${await hashedKey('signed-out', accessToken, secret)}`;

export async function rememberSignedOut(token: StoredToken, secret: string, now = Date.now()): Promise<void> {
  const seconds = Math.ceil((Date.parse(token.expiresAt) - now) / 1000);
  if (!(seconds > 0)) return;
  const cache = await caches.open(CACHE_NAME);
  await cache.put(await keyUrl(token.accessToken, secret), new Response('', {headers: {'Cache-Control': `max-age=${seconds}`}}));
}

export async function wasSignedOut(accessToken: string, secret: string): Promise<boolean> {
  const cache = await caches.open(CACHE_NAME);
  return (await cache.match(await keyUrl(accessToken, secret))) !== undefined;
}

export async function forgetSignedOut(accessToken: string, secret: string): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await cache.delete(await keyUrl(accessToken, secret));
}
