// OAuth 2.0 error answers: JSON from the token endpoint (RFC 6749 §5.2), a redirect back to the client
// from the authorization endpoint (§4.1.2.1).
import {jsonResponse} from '../http/route-handler.js';

export type TokenErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

export type AuthorizationErrorCode =
  | 'invalid_request'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'login_required'
  | 'access_denied';

/** Token answers are never cached (RFC 6749 §5.1) and may be read by a browser client. */
export const TOKEN_HEADERS = {'cache-control': 'no-store', pragma: 'no-cache', 'access-control-allow-origin': '*'};

export function tokenError(error: TokenErrorCode, description: string, status = 400, headers: Record<string, string> = {}): Response {
  return jsonResponse({error, error_description: description}, status, {...TOKEN_HEADERS, ...headers});
}

export function redirectTo(uri: string, params: Record<string, string | null>): Response {
  const target = new URL(uri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null) target.searchParams.set(name, value);
  }
  return new Response(null, {status: 302, headers: {location: target.toString(), 'cache-control': 'no-store'}});
}

export function authorizationErrorRedirect(
  redirectUri: string,
  error: AuthorizationErrorCode,
  description: string,
  state: string | null,
): Response {
  return redirectTo(redirectUri, {error, error_description: description, state});
}
