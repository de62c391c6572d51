// The discovery documents a client reads before signing a customer in: OpenID Connect's provider
// metadata and Shopify's own `/.well-known/customer-account-api`.
import {customerAccountEndpoints} from './endpoints.js';

export const SUPPORTED_SCOPES = ['openid', 'email', 'customer-account-api:full'] as const;
/** The scope Hydrogen asks for when it is given no shop id; Shopify still honours it. */
export const LEGACY_GRAPHQL_SCOPE = 'https://api.customers.com/auth/customer.graphql';
export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';

export function openIdConfiguration(baseUrl: string) {
  const endpoints = customerAccountEndpoints(baseUrl);
  return {
    issuer: endpoints.issuer,
    authorization_endpoint: endpoints.authorize,
    token_endpoint: endpoints.token,
    end_session_endpoint: endpoints.logout,
    jwks_uri: endpoints.jwks,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token', TOKEN_EXCHANGE_GRANT],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: [...SUPPORTED_SCOPES],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'email', 'email_verified', 'sid'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    ui_locales_supported: ['en', 'fr', 'nl'],
  };
}

export function customerAccountApiConfiguration(baseUrl: string) {
  const endpoints = customerAccountEndpoints(baseUrl);
  return {graphql_api: endpoints.graphql, mcp_api: endpoints.mcp};
}
