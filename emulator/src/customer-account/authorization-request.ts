// The authorization endpoint's query, checked in RFC 6749's order: a request whose client or
// redirect_uri cannot be trusted gets an error page, never a redirect; any other fault is sent back
// to the client's redirect_uri.
import type {Locale} from '../catalogue/catalogue-scope.js';
import {customerAccountClientId} from './customer-account-config.js';
import {LEGACY_GRAPHQL_SCOPE, SUPPORTED_SCOPES} from './discovery.js';
import type {AuthorizationErrorCode} from './oauth-errors.js';
import {isRegisteredRedirectUri} from './registered-uris.js';
import {signInLocale} from './sign-in-messages.js';

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  locale: Locale;
  loginHint: string | null;
}

export type AuthorizationCheck =
  | {ok: true; request: AuthorizationRequest}
  | {ok: false; redirect: false; description: string}
  | {ok: false; redirect: true; redirectUri: string; error: AuthorizationErrorCode; description: string; state: string | null};

const PARAMETERS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method'];
// RFC 7636 §4.2: the S256 challenge is the base64url SHA-256 of the verifier, 43 characters.
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_VALUE_LENGTH = 2048;

export function checkAuthorizationRequest(params: URLSearchParams): AuthorizationCheck {
  const clientId = params.get('client_id');
  if (!clientId) return {ok: false, redirect: false, description: 'Missing required parameter: client_id.'};
  if (params.getAll('client_id').length > 1 || clientId !== customerAccountClientId()) {
    return {ok: false, redirect: false, description: 'The client_id is not a client of this shop.'};
  }
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri) return {ok: false, redirect: false, description: 'Missing required parameter: redirect_uri.'};
  if (params.getAll('redirect_uri').length > 1 || !isRegisteredRedirectUri(redirectUri)) {
    return {ok: false, redirect: false, description: 'The redirect_uri is not registered for this client.'};
  }

  const state = params.get('state');
  const fail = (error: AuthorizationErrorCode, description: string): AuthorizationCheck => ({
    ok: false,
    redirect: true,
    redirectUri,
    error,
    description,
    state,
  });
  const repeated = PARAMETERS.find((name) => params.getAll(name).length > 1);
  if (repeated) return fail('invalid_request', `Parameter ${repeated} was given more than once.`);
  const tooLong = PARAMETERS.find((name) => (params.get(name) ?? '').length > MAX_VALUE_LENGTH);
  if (tooLong) return fail('invalid_request', `Parameter ${tooLong} is too long.`);

  const responseType = params.get('response_type');
  if (!responseType) return fail('invalid_request', 'Missing required parameter: response_type.');
  if (responseType !== 'code') return fail('unsupported_response_type', 'Only the authorization code flow (response_type=code) is supported.');

  const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
  if (!scopes.includes('openid')) return fail('invalid_scope', 'The scope must include openid.');
  const known: readonly string[] = [...SUPPORTED_SCOPES, LEGACY_GRAPHQL_SCOPE];
  const unknown = scopes.find((scope) => !known.includes(scope));
  if (unknown) return fail('invalid_scope', `Unknown scope: ${unknown}.`);

  if (!state) return fail('invalid_request', 'Missing required parameter: state.');
  const nonce = params.get('nonce');
  if (!nonce) return fail('invalid_request', 'Missing required parameter: nonce.');
  const codeChallenge = params.get('code_challenge');
  if (!codeChallenge) return fail('invalid_request', 'Missing required parameter: code_challenge (PKCE is required).');
  const method = params.get('code_challenge_method');
  if (method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256.');
  if (!S256_CHALLENGE.test(codeChallenge)) return fail('invalid_request', 'code_challenge is not a base64url SHA-256 digest.');
  // The emulator keeps no session at the shop, so a silent sign-in always needs the customer.
  if (params.get('prompt') === 'none') return fail('login_required', 'The customer must sign in.');

  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      scope: [...new Set(scopes)].join(' '),
      state,
      nonce,
      codeChallenge,
      locale: signInLocale(params),
      loginHint: params.get('login_hint')?.trim().slice(0, 254) || null,
    },
  };
}
