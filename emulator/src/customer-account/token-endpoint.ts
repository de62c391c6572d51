// The token endpoint (RFC 6749 §3.2) for the shop's public client: authorization codes with PKCE,
// rotating refresh tokens, and the token exchange Hydrogen asks for when it has no shop id.
import {createHash} from 'node:crypto';
import {customerById} from '../commerce/customer-store.js';
import {jsonResponse, type RouteContext} from '../http/route-handler.js';
import {toGid} from '../ids/gid.js';
import {issueTokenPair, revokeGrant, revokeToken, tokenRecord, type TokenPair} from './account-tokens.js';
import {grantOrigin, redeemAuthorizationCode} from './authorization-codes.js';
import {customerAccountClientId} from './customer-account-config.js';
import {LEGACY_GRAPHQL_SCOPE, TOKEN_EXCHANGE_GRANT} from './discovery.js';
import {customerAccountEndpoints} from './endpoints.js';
import {readFormBody} from './form-body.js';
import {signIdToken} from './id-token.js';
import {TOKEN_HEADERS, tokenError} from './oauth-errors.js';

const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
// RFC 7636 §4.1.
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const DEFAULT_SCOPE = 'openid email customer-account-api:full';

type Params = URLSearchParams;

function missing(params: Params, names: string[]): Response | null {
  const absent = names.find((name) => !params.get(name));
  return absent ? tokenError('invalid_request', `Missing required parameter: ${absent}.`) : null;
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

function tokenAnswer(
  ctx: RouteContext,
  pair: TokenPair,
  grant: {customerId: number; email: string; clientId: string; scope: string; authTime: string; nonce?: string},
): Response {
  const now = ctx.now();
  const iat = Math.floor(now.getTime() / 1000);
  const idToken = signIdToken(
    ctx.db,
    {
      iss: customerAccountEndpoints(ctx.baseUrl).issuer,
      sub: toGid('Customer', grant.customerId),
      aud: grant.clientId,
      iat,
      exp: iat + pair.expiresIn,
      auth_time: Math.floor(Date.parse(grant.authTime) / 1000),
      ...(grant.nonce === undefined ? {} : {nonce: grant.nonce}),
      email: grant.email,
      email_verified: true,
      sid: pair.grantId,
    },
    now,
  );
  return jsonResponse(
    {
      access_token: pair.accessToken,
      expires_in: pair.expiresIn,
      id_token: idToken,
      refresh_token: pair.refreshToken,
      token_type: 'Bearer',
      scope: grant.scope,
    },
    200,
    TOKEN_HEADERS,
  );
}

function authorizationCodeGrant(params: Params, clientId: string, ctx: RouteContext): Response {
  const absent = missing(params, ['code', 'redirect_uri', 'code_verifier']);
  if (absent) return absent;
  const verifier = params.get('code_verifier') ?? '';
  if (!CODE_VERIFIER.test(verifier)) return tokenError('invalid_request', 'code_verifier must be 43 to 128 unreserved characters.');
  const now = ctx.now();
  const redemption = redeemAuthorizationCode(ctx.db, params.get('code') ?? '', now);
  if (redemption.status === 'reused') {
    // RFC 6749 §4.1.2: a code presented twice may have been stolen; end what it produced.
    revokeGrant(ctx.db, redemption.grantId, now);
    return tokenError('invalid_grant', 'The authorization code has already been used. The tokens issued for it are revoked.');
  }
  if (redemption.status === 'unknown') return tokenError('invalid_grant', 'The authorization code is not valid.');
  if (redemption.status === 'expired') return tokenError('invalid_grant', 'The authorization code has expired.');
  const code = redemption.code;
  if (code.clientId !== clientId) return tokenError('invalid_grant', 'The authorization code was issued to another client.');
  if (code.redirectUri !== params.get('redirect_uri')) {
    return tokenError('invalid_grant', 'The redirect_uri does not match the one of the authorization request.');
  }
  if (s256(verifier) !== code.codeChallenge) return tokenError('invalid_grant', 'The code_verifier does not match the code_challenge.');
  const customer = customerById(ctx.db, code.customerId);
  if (customer?.state !== 'enabled') return tokenError('invalid_grant', 'The customer can no longer sign in.');
  const pair = issueTokenPair(ctx.db, {customerId: customer.id, clientId, grantId: code.grantId}, now);
  return tokenAnswer(ctx, pair, {
    customerId: customer.id,
    email: customer.email,
    clientId,
    scope: code.scope,
    authTime: code.createdAt,
    nonce: code.nonce,
  });
}

function refreshTokenGrant(params: Params, clientId: string, ctx: RouteContext): Response {
  const absent = missing(params, ['refresh_token']);
  if (absent) return absent;
  const presented = params.get('refresh_token') ?? '';
  const now = ctx.now();
  const record = tokenRecord(ctx.db, presented);
  if (!record || record.kind !== 'refresh' || record.clientId !== clientId) {
    return tokenError('invalid_grant', 'The refresh token is not valid.');
  }
  if (record.revokedAt) {
    // A rotated refresh token presented again: someone holds a copy. End the whole sign-in.
    revokeGrant(ctx.db, record.grantId, now);
    return tokenError('invalid_grant', 'The refresh token has been revoked.');
  }
  if (Date.parse(record.expiresAt) <= now.getTime()) return tokenError('invalid_grant', 'The refresh token has expired.');
  const customer = customerById(ctx.db, record.customerId);
  if (customer?.state !== 'enabled') return tokenError('invalid_grant', 'The customer can no longer sign in.');
  revokeToken(ctx.db, presented, now);
  const pair = issueTokenPair(ctx.db, {customerId: customer.id, clientId, grantId: record.grantId}, now);
  const origin = grantOrigin(ctx.db, record.grantId);
  return tokenAnswer(ctx, pair, {
    customerId: customer.id,
    email: customer.email,
    clientId,
    scope: origin?.scope ?? DEFAULT_SCOPE,
    authTime: origin?.createdAt ?? now.toISOString(),
  });
}

/**
 * Hydrogen without a shop id trades its access token for one the Customer Account API accepts. The
 * emulator's access tokens already are such tokens, so the answer hands the same token back.
 */
function tokenExchangeGrant(params: Params, clientId: string, ctx: RouteContext): Response {
  const absent = missing(params, ['subject_token']);
  if (absent) return absent;
  const subjectType = params.get('subject_token_type');
  if (subjectType && subjectType !== ACCESS_TOKEN_TYPE) return tokenError('invalid_request', `subject_token_type must be ${ACCESS_TOKEN_TYPE}.`);
  const subject = params.get('subject_token') ?? '';
  const record = tokenRecord(ctx.db, subject);
  const now = ctx.now();
  const live = record && record.kind === 'access' && !record.revokedAt && Date.parse(record.expiresAt) > now.getTime();
  if (!record || !live || record.clientId !== clientId) return tokenError('invalid_grant', 'The subject_token is not a valid access token.');
  return jsonResponse(
    {
      access_token: subject,
      issued_token_type: ACCESS_TOKEN_TYPE,
      token_type: 'Bearer',
      expires_in: Math.floor((Date.parse(record.expiresAt) - now.getTime()) / 1000),
      scope: LEGACY_GRAPHQL_SCOPE,
    },
    200,
    TOKEN_HEADERS,
  );
}

export async function tokenEndpoint(request: Request, ctx: RouteContext): Promise<Response> {
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {...TOKEN_HEADERS, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type'},
    });
  }
  if (request.method !== 'POST') return tokenError('invalid_request', 'The token endpoint accepts POST only.', 405, {allow: 'POST'});
  const body = await readFormBody(request);
  if (!body.ok && body.reason === 'too-large') return tokenError('invalid_request', 'The request body is too large.', 413);
  if (!body.ok) return tokenError('invalid_request', 'The body must be application/x-www-form-urlencoded.');
  const params = body.params;
  const repeated = [...new Set(params.keys())].find((name) => params.getAll(name).length > 1);
  if (repeated) return tokenError('invalid_request', `Parameter ${repeated} was given more than once.`);

  const absent = missing(params, ['grant_type', 'client_id']);
  if (absent) return absent;
  const clientId = params.get('client_id') ?? '';
  if (clientId !== customerAccountClientId()) return tokenError('invalid_client', 'Client authentication failed: unknown client_id.', 401);

  switch (params.get('grant_type')) {
    case 'authorization_code':
      return authorizationCodeGrant(params, clientId, ctx);
    case 'refresh_token':
      return refreshTokenGrant(params, clientId, ctx);
    case TOKEN_EXCHANGE_GRANT:
      return tokenExchangeGrant(params, clientId, ctx);
    default:
      return tokenError('unsupported_grant_type', 'The grant_type is not supported.');
  }
}
