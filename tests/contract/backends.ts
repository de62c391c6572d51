// The site's own clients, pointed at one backend of the contract suite.
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {createCmsAuthClient} from '~/lib/cms/auth-client.server';
import {createCmsClient, type CmsClientOptions} from '~/lib/cms/client.server';
import type {ContentLocale} from '~/lib/cms/schemas';
import type {CmsTokenStore} from '~/lib/cms/token-cookie.server';
import {ORIGINS, SITE_TOKEN, type BackendName} from './contract-env';

export function contentClient(
  backend: BackendName,
  locale: ContentLocale,
  options: Partial<CmsClientOptions> = {},
) {
  return createCmsClient({url: ORIGINS[backend], token: SITE_TOKEN, locale, onError: () => {}, ...options});
}

/** A token store in memory, as the cookie is for one visitor. */
export function memoryTokens(): CmsTokenStore & {token: string | null} {
  return {
    token: null,
    get() {
      return this.token;
    },
    set(token) {
      this.token = token;
    },
    clear() {
      this.token = null;
    },
  };
}

export function authClient(backend: BackendName) {
  const tokens = memoryTokens();
  return {tokens, client: createCmsAuthClient({url: ORIGINS[backend], tokens, onError: () => {}})};
}

/** A raw call, for what the clients never do (reading the inbox, deleting, no token). */
export function call(
  backend: BackendName,
  path: string,
  init: {method?: string; token?: string | null; body?: unknown; headers?: Record<string, string>} = {},
) {
  const headers: Record<string, string> = {Accept: 'application/json', ...init.headers};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${ORIGINS[backend]}/api/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The demo content both backends serve: `content/{path}/{locale}.json`. */
export function contentFile<T = Record<string, unknown>>(path: string, locale: ContentLocale): T[] {
  const data: unknown = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../content', path, `${locale}.json`), 'utf8'),
  );
  return (Array.isArray(data) ? data : [data]) as T[];
}

/** A raw answer's JSON body, untyped: these tests read the wire format itself. */
export async function json(response: Promise<Response>): Promise<any> {
  return (await response).json();
}
