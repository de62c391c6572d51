// RP-initiated logout (OpenID Connect): the id token names the sign-in to end; every token of it is
// revoked, then the customer goes back to a registered post-logout URI or sees a short page.
import {htmlResponse} from '../checkout/html.js';
import {shopUrl} from '../commerce/commerce-config.js';
import type {RouteContext} from '../http/route-handler.js';
import {revokeGrant} from './account-tokens.js';
import {customerAccountClientId} from './customer-account-config.js';
import {customerAccountEndpoints} from './endpoints.js';
import {verifiedIdTokenClaims} from './id-token.js';
import {redirectTo} from './oauth-errors.js';
import {isRegisteredLogoutUri} from './registered-uris.js';
import {SIGN_IN_MESSAGES, signInLocale} from './sign-in-messages.js';
import {messagePage} from './sign-in-page.js';
import {errorPage} from './sign-in-flow.js';

export function logout(request: Request, ctx: RouteContext): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, {status: 405, headers: {allow: 'GET'}});
  const params = new URL(request.url).searchParams;
  const locale = signInLocale(params);
  const hint = params.get('id_token_hint');
  if (!hint) return errorPage(locale, 'Missing required parameter: id_token_hint.', 400);
  const now = ctx.now();
  const claims = verifiedIdTokenClaims(ctx.db, hint, now);
  const clientId = params.get('client_id') ?? customerAccountClientId();
  if (!claims || claims.iss !== customerAccountEndpoints(ctx.baseUrl).issuer || claims.aud !== clientId) {
    return errorPage(locale, 'The id_token_hint is not an id token of this shop.', 400);
  }
  const target = params.get('post_logout_redirect_uri');
  if (target && !isRegisteredLogoutUri(target)) {
    return errorPage(locale, 'The post_logout_redirect_uri is not registered for this client.', 400);
  }
  revokeGrant(ctx.db, claims.sid, now);
  if (target) return redirectTo(target, {state: params.get('state')});
  const m = SIGN_IN_MESSAGES[locale];
  return htmlResponse(messagePage(locale, m.signedOutTitle, m.signedOut, {href: shopUrl(), label: m.backToShop}));
}
