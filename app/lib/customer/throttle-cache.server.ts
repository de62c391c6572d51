// Keys are hashed with the secret: neither the e-mail nor the visitor's address is kept in clear.
import {readThrottleState, type ThrottleState, type ThrottleStore} from './sign-in-throttle';

const CACHE_NAME = 'customer-sign-in-throttle';
const KEY_ORIGIN = 'https://sign-in-throttle.invalid';
const WRITES_TRIED = 3;

export async function hashedKey(kind: string, value: string, secret: string): Promise<string> {
  const data = new TextEncoder().encode(`${secret}\n${kind}\n${value}`);
  const digest = await crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function cacheThrottleStore(cacheName = CACHE_NAME): ThrottleStore {
  const open = () => caches.open(cacheName);
  const url = (key: string) => `${KEY_ORIGIN}/${key}`;
  return {
    async get(key) {
      const response = await (await open()).match(url(key));
      if (!response) return null;
      try {
        return readThrottleState(await response.json());
      } catch {
        return null;
      }
    },
    // A put may store nothing (all the Cache API promises), and a lost count is a free guess: read back, write again.
    async put(key, state: ThrottleState, ttlMs) {
      const body = JSON.stringify(state);
      const headers = {'Content-Type': 'application/json', 'Cache-Control': `max-age=${Math.ceil(ttlMs / 1000)}`};
      const cache = await open();
      for (let write = 0; write < WRITES_TRIED; write++) {
        await cache.put(url(key), new Response(body, {headers}));
        if ((await (await cache.match(url(key)))?.text()) === body) return;
      }
    },
    async delete(key) {
      await (await open()).delete(url(key));
    },
  };
}
