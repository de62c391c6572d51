// Where the Customer Account API lives, read from the shop's discovery documents (OpenID Connect's, and
// Shopify's own for the GraphQL API) rather than built from host names: the same code then reaches
// Shopify or the emulator, whichever the store domain names.
import {z} from 'zod';
import type {AppEnv} from '~/lib/env.server';

export interface AccountEndpoints {
  issuer: string;
  authorization: string;
  token: string;
  endSession: string;
  graphql: string;
}

/** Discovery answers rarely change: kept for an hour per worker, and a failure is asked again. */
const KEEP_MS = 60 * 60 * 1000;
export const ACCOUNT_API_TIMEOUT_MS = 8000;

const OpenIdConfiguration = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  end_session_endpoint: z.string().url(),
});

const CustomerAccountApi = z.object({graphql_api: z.string().url()});

const known = new Map<string, {endpoints: Promise<AccountEndpoints>; until: number}>();

export function shopOrigin(env: Pick<AppEnv, 'PUBLIC_STORE_DOMAIN'>): string {
  const domain = env.PUBLIC_STORE_DOMAIN.replace(/\/+$/, '');
  return new URL(/^https?:\/\//.test(domain) ? domain : `https://${domain}`).origin;
}

async function readJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, {headers: {accept: 'application/json'}, signal: AbortSignal.timeout(ACCOUNT_API_TIMEOUT_MS)});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}

async function discover(origin: string): Promise<AccountEndpoints> {
  const [openId, api] = await Promise.all([
    readJson(`${origin}/.well-known/openid-configuration`, OpenIdConfiguration),
    readJson(`${origin}/.well-known/customer-account-api`, CustomerAccountApi),
  ]);
  return {
    issuer: openId.issuer,
    authorization: openId.authorization_endpoint,
    token: openId.token_endpoint,
    endSession: openId.end_session_endpoint,
    graphql: api.graphql_api,
  };
}

export function accountEndpoints(env: Pick<AppEnv, 'PUBLIC_STORE_DOMAIN'>, now = Date.now()): Promise<AccountEndpoints> {
  const origin = shopOrigin(env);
  const kept = known.get(origin);
  if (kept && kept.until > now) return kept.endpoints;
  const endpoints = discover(origin);
  known.set(origin, {endpoints, until: now + KEEP_MS});
  endpoints.catch(() => known.delete(origin));
  return endpoints;
}
