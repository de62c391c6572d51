// Provider login with an emulated GitHub: /api/connect/github sends the browser to a small page here,
// which sends it back to the site with `?access_token=emulator-<login>`; the site then trades that token
// at /api/auth/github/callback for a jwt. Any token starting with `emulator-` is accepted.
import {html, htmlResponse} from '../checkout/html.js';
import type {RouteContext} from '../http/route-handler.js';
import {cmsConfig} from './cms-config.js';
import {applicationError, validationError} from './strapi-errors.js';
import {findUserByEmail, insertUser, type UserRow} from './user-store.js';

const PROVIDERS = new Set(['github']);
const TOKEN_PREFIX = 'emulator-';
export const PROVIDER_PAGE_PREFIX = '/cms/connect/';

function requireProvider(provider: string): void {
  if (!PROVIDERS.has(provider)) throw applicationError('This provider is disabled');
}

function httpUrl(value: string | null, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // fall through to the error below
  }
  throw validationError('The callback must be an http or https URL');
}

export function connectRedirect(provider: string, url: URL, ctx: RouteContext): Response {
  requireProvider(provider);
  const callback = httpUrl(url.searchParams.get('callback'), cmsConfig().providerRedirectUrl);
  const page = `${ctx.baseUrl}${PROVIDER_PAGE_PREFIX}${provider}?callback=${encodeURIComponent(callback)}`;
  return new Response(null, {status: 302, headers: {location: page}});
}

/** GET /cms/connect/{provider}: the "provider" asks who you are; /authorize sends you back. */
export function providerPage(request: Request, url: URL): Response | null {
  const match = /^\/cms\/connect\/([a-z0-9_-]+)(\/authorize)?$/.exec(url.pathname);
  if (!match || request.method !== 'GET' || !PROVIDERS.has(match[1])) return null;
  const callback = httpUrl(url.searchParams.get('callback'), cmsConfig().providerRedirectUrl);
  if (match[2]) {
    const login = (url.searchParams.get('login') ?? '').toLowerCase().replace(/[^a-z0-9-]/g, '') || 'duo-fan';
    const target = new URL(callback);
    target.searchParams.set('access_token', `${TOKEN_PREFIX}${login}`);
    return new Response(null, {status: 302, headers: {location: target.href}});
  }
  return htmlResponse(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with GitHub (emulated)</title></head>
<body>
  <h1>Sign in with GitHub (emulated)</h1>
  <form method="get" action="${PROVIDER_PAGE_PREFIX}${match[1]}/authorize">
    <input type="hidden" name="callback" value="${callback}">
    <label>GitHub login <input name="login" value="duo-fan" autocomplete="username"></label>
    <button type="submit">Authorize</button>
  </form>
</body></html>`);
}

export function providerCallback(provider: string, accessToken: string | null, ctx: RouteContext): UserRow {
  requireProvider(provider);
  if (!accessToken) throw validationError('access_token is missing');
  if (!accessToken.startsWith(TOKEN_PREFIX) || accessToken.length === TOKEN_PREFIX.length) {
    throw applicationError('Invalid access token');
  }
  const login = accessToken.slice(TOKEN_PREFIX.length).toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const email = `${login}@users.noreply.github.example`;
  const existing = findUserByEmail(ctx.db, email);
  if (existing) {
    if (existing.provider !== provider) throw applicationError('Email is already taken.');
    if (existing.blocked === 1) throw applicationError('Your account has been blocked by an administrator');
    return existing;
  }
  // Strapi creates an account at a provider's first sign-in only while registration is open.
  if (!ctx.cmsSettings.allowRegister) throw applicationError('Register action is actually not available.');
  return insertUser(ctx.db, {username: `${provider}-${login}`, email, provider, passwordHash: null}, ctx.now());
}
