// A fresh emulator on a temp database per test file, and a helper for its content routes.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createEmulator, type Emulator} from '../../src/server.js';

export const CMS_TOKEN = 'emulator-cms-token';
export const INBOX_TOKEN = 'emulator-inbox-token';
export const BASE_URL = 'http://emulator.test';

export interface CallOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CmsHarness {
  emulator: Emulator;
  call(path: string, options?: CallOptions): Promise<Response>;
  json<T = any>(path: string, options?: CallOptions): Promise<{status: number; body: T}>;
  close(): void;
}

/**
 * `now` fixes the emulator's clock (e.g. a variable the test moves forward); `publicRegistration` opens
 * sign-ups, closed by default.
 */
export function createCmsHarness(options: {now?: () => Date; publicRegistration?: boolean} = {}): CmsHarness {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-cms-'));
  const emulator = createEmulator({
    dbPath: join(dir, 'emulator.sqlite'),
    publicToken: 'test-public-token',
    privateToken: 'test-private-token',
    baseUrl: BASE_URL,
    now: options.now,
    publicRegistration: options.publicRegistration ?? false,
  });
  const call = (path: string, {method = 'GET', token = CMS_TOKEN, body, headers = {}}: CallOptions = {}) =>
    emulator.fetch(
      new Request(`${BASE_URL}${path}`, {
        method,
        headers: {
          ...(token ? {authorization: `Bearer ${token}`} : {}),
          ...(body === undefined ? {} : {'content-type': 'application/json'}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return {
    emulator,
    call,
    async json(path, options) {
      const response = await call(path, options);
      return {status: response.status, body: await response.json()};
    },
    close() {
      emulator.close();
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
