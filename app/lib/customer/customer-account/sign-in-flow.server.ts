// OAuth 2.0 authorization code with PKCE (S256) and OpenID Connect's nonce, as Shopify's hosted sign-in
// asks of a public client: nothing secret is kept by the site but the tokens, in the sealed session.
import type {HydrogenSession} from '@shopify/hydrogen';
import {z} from 'zod';
import {AUTHORIZE_PATHS} from '~/i18n/authorize-paths';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import type {AppEnv} from '~/lib/env.server';
import {ACCOUNT_API_TIMEOUT_MS, accountEndpoints} from './endpoints.server';

const TOKENS_KEY = 'customerAccountTokens';
const PENDING_KEY = 'customerAccountSignIn';

/** A sign-in left longer than this on the hosted page starts again. */
const PENDING_MS = 15 * 60 * 1000;
/** A token this close to its end is refreshed before use. */
export const REFRESH_MARGIN_MS = 60 * 1000;
const SCOPE = 'openid email customer-account-api:full';

type AccountEnv = Pick<AppEnv, 'PUBLIC_STORE_DOMAIN' | 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID'>;

const AccountTokens = z.object({
  accessToken: z.string().min(1),
  expiresAt: z.number(),
  refreshToken: z.string().min(1),
  idToken: z.string(),
});
export type AccountTokens = z.infer<typeof AccountTokens>;

const Pending = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirect: z.string().nullable(),
  startedAt: z.number(),
});

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1),
  id_token: z.string().optional(),
});

const IdClaims = z.object({nonce: z.string().optional(), aud: z.union([z.string(), z.array(z.string())]), iss: z.string()});

export function storedAccountTokens(session: HydrogenSession): AccountTokens | null {
  const parsed = AccountTokens.safeParse(session.get(TOKENS_KEY));
  return parsed.success ? parsed.data : null;
}

export function keepAccountTokens(session: HydrogenSession, tokens: AccountTokens): void {
  session.set(TOKENS_KEY, tokens);
}

export function forgetAccountTokens(session: HydrogenSession): void {
  session.unset(TOKENS_KEY);
  session.unset(PENDING_KEY);
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const randomText = (size: number) => base64Url(crypto.getRandomValues(new Uint8Array(size)));

async function challengeOf(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The address the hosted page sends the customer back to, in the language they started in. */
export function callbackUrl(request: Request, locale: Locale): string {
  return `${new URL(request.url).origin}${AUTHORIZE_PATHS[locale]}`;
}

/** Starts a sign-in: remembers state, nonce and verifier in the session and answers where to go. */
export async function hostedSignInUrl(
  env: AccountEnv,
  session: HydrogenSession,
  request: Request,
  locale: Locale,
  redirect: string | null,
): Promise<string> {
  const endpoints = await accountEndpoints(env);
  const verifier = randomText(32);
  const pending = {state: randomText(16), nonce: randomText(16), verifier, redirect, startedAt: Date.now()};
  session.set(PENDING_KEY, pending);
  const url = new URL(endpoints.authorization);
  const language = LOCALE_INFO[locale].code;
  url.search = new URLSearchParams({
    client_id: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
    response_type: 'code',
    redirect_uri: callbackUrl(request, locale),
    scope: SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await challengeOf(verifier),
    code_challenge_method: 'S256',
    locale: language,
    ui_locales: language,
  }).toString();
  return url.toString();
}

function claimsOf(idToken: string): z.infer<typeof IdClaims> | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = IdClaims.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type TokenGrant =
  | {grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier: string}
  | {grant_type: 'refresh_token'; refresh_token: string};

/** null when the shop refuses the grant (400/401: used, expired or revoked); throws when it cannot answer. */
async function askForTokens(env: AccountEnv, request: Request, grant: TokenGrant) {
  const {token} = await accountEndpoints(env);
  const response = await fetch(token, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: new URL(request.url).origin},
    body: new URLSearchParams({client_id: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID, ...grant}),
    signal: AbortSignal.timeout(ACCOUNT_API_TIMEOUT_MS),
  });
  if (response.status === 400 || response.status === 401) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}`);
  const parsed = TokenAnswer.safeParse(await response.json());
  if (!parsed.success) throw new Error('The token endpoint answered without tokens');
  return parsed.data;
}

export type SignInEnd = {ok: true; redirect: string | null; tokens: AccountTokens} | {ok: false};

/** Ends a sign-in on the callback: the state must be this visitor's, the code is traded once, the nonce checked. */
export async function finishHostedSignIn(
  env: AccountEnv,
  session: HydrogenSession,
  request: Request,
  locale: Locale,
): Promise<SignInEnd> {
  const params = new URL(request.url).searchParams;
  const pending = Pending.safeParse(session.get(PENDING_KEY));
  session.unset(PENDING_KEY);
  const code = params.get('code');
  if (!pending.success || !code || params.has('error')) return {ok: false};
  if (params.get('state') !== pending.data.state || Date.now() - pending.data.startedAt > PENDING_MS) return {ok: false};

  const answer = await askForTokens(env, request, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: callbackUrl(request, locale),
    code_verifier: pending.data.verifier,
  });
  if (!answer?.id_token) return {ok: false};
  const claims = claimsOf(answer.id_token);
  const {issuer} = await accountEndpoints(env);
  const audience = [claims?.aud ?? []].flat();
  if (!claims || claims.nonce !== pending.data.nonce || claims.iss !== issuer || !audience.includes(env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID)) {
    return {ok: false};
  }
  const tokens = {
    accessToken: answer.access_token,
    expiresAt: Date.now() + answer.expires_in * 1000,
    refreshToken: answer.refresh_token,
    idToken: answer.id_token,
  };
  keepAccountTokens(session, tokens);
  return {ok: true, redirect: pending.data.redirect, tokens};
}

// A refresh token is good once: two requests of one visitor carrying the same one (a prefetch beside a
// navigation, or a request sent before the renewed cookie arrived) share one trade here, so the second
// does not present a used token, which the shop takes for theft and answers by ending the sign-in.
const RECENT_TRADE_MS = 30 * 1000;
const recentTrades = new Map<string, {tokens: Promise<AccountTokens | null>; until: number}>();

async function tradeRefreshToken(env: AccountEnv, request: Request, tokens: AccountTokens): Promise<AccountTokens | null> {
  const answer = await askForTokens(env, request, {grant_type: 'refresh_token', refresh_token: tokens.refreshToken});
  if (!answer) return null;
  return {
    accessToken: answer.access_token,
    expiresAt: Date.now() + answer.expires_in * 1000,
    refreshToken: answer.refresh_token,
    idToken: answer.id_token ?? tokens.idToken,
  };
}

/** A new pair for a token near its end; null when the shop has ended the sign-in. */
export async function refreshAccountTokens(
  env: AccountEnv,
  session: HydrogenSession,
  request: Request,
  tokens: AccountTokens,
): Promise<AccountTokens | null> {
  const now = Date.now();
  for (const [key, trade] of recentTrades) if (trade.until <= now) recentTrades.delete(key);
  let trade = recentTrades.get(tokens.refreshToken);
  if (!trade) {
    trade = {tokens: tradeRefreshToken(env, request, tokens), until: now + RECENT_TRADE_MS};
    recentTrades.set(tokens.refreshToken, trade);
    // A failure to reach the shop is not a trade: the next request asks again.
    trade.tokens.catch(() => recentTrades.delete(tokens.refreshToken));
  }
  const renewed = await trade.tokens;
  if (renewed) keepAccountTokens(session, renewed);
  return renewed;
}

/** Where signing out goes: the shop's end of session, which comes back to the sign-in page. */
export async function hostedSignOutUrl(env: AccountEnv, request: Request, locale: Locale, idToken: string | null) {
  const back = `${new URL(request.url).origin}${screenPath('login', locale)}`;
  if (!idToken) return back;
  const {endSession} = await accountEndpoints(env);
  const url = new URL(endSession);
  url.search = new URLSearchParams({id_token_hint: idToken, post_logout_redirect_uri: back}).toString();
  return url.toString();
}
