// Test harness: a fresh emulator on a temp database per test file, and a GraphQL helper.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createEmulator, type Emulator} from '../src/server.js';

export const PUBLIC_TOKEN = 'test-public-token';
export const PRIVATE_TOKEN = 'test-private-token';
export const BASE_URL = 'http://emulator.test';
export const GRAPHQL_URL = `${BASE_URL}/api/2026-04/graphql.json`;

export interface GraphqlResult<T = any> {
  data: T;
  errors?: {message: string; locations?: unknown; path?: unknown; extensions?: Record<string, unknown>}[];
}

export interface Harness {
  emulator: Emulator;
  dbPath: string;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResult<T>>;
  post(body: BodyInit, headers?: Record<string, string>): Promise<Response>;
  close(): void;
}

export function createHarness(): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-test-'));
  const dbPath = join(dir, 'emulator.sqlite');
  const emulator = createEmulator({
    dbPath,
    publicToken: PUBLIC_TOKEN,
    privateToken: PRIVATE_TOKEN,
    baseUrl: BASE_URL,
  });
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    emulator.fetch(
      new Request(GRAPHQL_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': PUBLIC_TOKEN,
          ...headers,
        },
        body,
      }),
    );
  return {
    emulator,
    dbPath,
    post,
    async gql(query, variables = {}) {
      const response = await post(JSON.stringify({query, variables}));
      return (await response.json()) as GraphqlResult;
    },
    close() {
      emulator.close();
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
