// The Customer Account API's addresses on the emulator, in Shopify's path shapes
// (shopify.com/authentication/{shop id}/…, shopify.com/{shop id}/account/customer/api/…), so a client
// that maps shopify.com onto the emulator finds the same paths.
import {shopId} from './customer-account-config.js';

export const CUSTOMER_ACCOUNT_API_VERSION = '2026-04';

export function authenticationBase(baseUrl: string): string {
  return `${baseUrl}/authentication/${shopId()}`;
}

export function customerAccountEndpoints(baseUrl: string) {
  const auth = authenticationBase(baseUrl);
  return {
    issuer: auth,
    authorize: `${auth}/oauth/authorize`,
    token: `${auth}/oauth/token`,
    logout: `${auth}/logout`,
    jwks: `${auth}/.well-known/jwks.json`,
    signIn: `${auth}/sign-in`,
    graphql: `${baseUrl}/${shopId()}/account/customer/api/${CUSTOMER_ACCOUNT_API_VERSION}/graphql`,
    mcp: `${baseUrl}/customer/api/mcp`,
  };
}
