// The payload of the four mutations that set a password with a mailed token (reset and activation, by id or by
// URL): one transaction, then the customer and a fresh access token, or the issues.
import {CustomerIssues} from '../../commerce/customer-issues.js';
import {setPasswordWithMailToken, type PasswordByTokenRequest} from '../../commerce/password-by-mail-token.js';
import type {EmulatorContext} from '../graphql-context.js';
import {customerShape} from '../graphql-shapes.js';

export function passwordByTokenPayload(
  ctx: EmulatorContext,
  request: PasswordByTokenRequest,
  issues = new CustomerIssues(),
) {
  const result = issues.any
    ? null
    : ctx.db.transaction(() => setPasswordWithMailToken(ctx.db, request, issues, ctx.now())).immediate();
  return {
    customer: result ? customerShape(result.customer) : null,
    customerAccessToken: result?.customerAccessToken ?? null,
    ...issues.payload(),
  };
}
