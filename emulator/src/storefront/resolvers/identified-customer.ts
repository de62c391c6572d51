// The customer behind a mutation's access token, or an UNIDENTIFIED_CUSTOMER user error.
import {customerForAccessToken} from '../../commerce/access-tokens.js';
import {unidentifiedCustomer, type CustomerIssues} from '../../commerce/customer-issues.js';
import type {CustomerRecord} from '../../commerce/customer-store.js';
import type {EmulatorContext} from '../graphql-context.js';

export function identifiedCustomer(
  ctx: EmulatorContext,
  accessToken: string,
  issues: CustomerIssues,
): CustomerRecord | null {
  const customer = customerForAccessToken(ctx.db, accessToken, ctx.now());
  if (!customer) unidentifiedCustomer(issues);
  return customer;
}
