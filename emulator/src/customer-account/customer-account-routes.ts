// The Customer Account API's authentication on the emulator's origin: discovery documents, JWKS,
// authorize and the hosted sign-in, token, logout.
import {jsonResponse, type RouteHandler} from '../http/route-handler.js';
import {shopId} from './customer-account-config.js';
import {customerAccountApiConfiguration, openIdConfiguration} from './discovery.js';
import {logout} from './logout.js';
import {authorize, signInStep} from './sign-in-flow.js';
import {jwks} from './signing-key.js';
import {tokenEndpoint} from './token-endpoint.js';

// Discovery documents may be read by a browser client and change only with the emulator's settings.
const DISCOVERY_HEADERS = {'access-control-allow-origin': '*', 'cache-control': 'public, max-age=300'};

function document(request: Request, body: unknown): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return jsonResponse({error: 'invalid_request', error_description: 'Only GET is supported.'}, 405, {allow: 'GET'});
  }
  return jsonResponse(body, 200, DISCOVERY_HEADERS);
}

export const customerAccountRoutes: RouteHandler = (request, served) => {
  const url = new URL(request.url);
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  // Addresses on the origin the client came to: the plain listener's, or the https one's for a client
  // that maps shopify.com onto the emulator, whose issuer and endpoints must then be https too.
  const ctx = {...served, baseUrl: url.origin};
  if (path === '/.well-known/customer-account-api') return document(request, customerAccountApiConfiguration(ctx.baseUrl));
  const base = `/authentication/${shopId()}`;
  if (path === '/.well-known/openid-configuration' || path === `${base}/.well-known/openid-configuration`) {
    return document(request, openIdConfiguration(ctx.baseUrl));
  }
  if (!path.startsWith(`${base}/`)) return null;
  switch (path.slice(base.length)) {
    case '/.well-known/jwks.json':
      return document(request, jwks(ctx.db, ctx.now()));
    case '/oauth/authorize':
      return authorize(request, ctx);
    case '/sign-in':
      return signInStep(request, ctx);
    case '/oauth/token':
      return tokenEndpoint(request, ctx);
    case '/logout':
      return logout(request, ctx);
    default:
      return null;
  }
};
