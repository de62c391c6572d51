// The site's own clients, pointed at one backend of the contract suite.
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {inject} from 'vitest';
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

/**
 * Opens or closes public sign-ups (users-permissions' `allow_register`), as the duo would for a site that
 * registers readers: in Strapi the admin panel's advanced settings, in the emulator its settings hook.
 */
export async function setPublicRegistration(backend: BackendName, open: boolean): Promise<void> {
  if (backend === 'emulator') {
    const response = await fetch(`${ORIGINS.emulator}/__cms/advanced-settings`, {
      method: 'PUT',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({allow_register: open}),
    });
    if (!response.ok) throw new Error(`PUT /__cms/advanced-settings: ${response.status}`);
    return;
  }
  const headers = {Authorization: `Bearer ${inject('strapiAdminToken')}`, 'Content-Type': 'application/json'};
  const current = await fetch(`${ORIGINS.strapi}/users-permissions/advanced`, {headers});
  if (!current.ok) throw new Error(`GET /users-permissions/advanced: ${current.status}`);
  const {settings} = (await current.json()) as {settings: Record<string, unknown>};
  const saved = await fetch(`${ORIGINS.strapi}/users-permissions/advanced`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({...settings, allow_register: open}),
  });
  if (!saved.ok) throw new Error(`PUT /users-permissions/advanced: ${saved.status}`);
}
