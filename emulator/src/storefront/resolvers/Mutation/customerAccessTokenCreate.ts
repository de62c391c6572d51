import {issueAccessToken} from '../../../commerce/access-tokens.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import {customerByEmail} from '../../../commerce/customer-store.js';
import {verifyPassword} from '../../../commerce/passwords.js';
import type {EmulatorContext} from '../../graphql-context.js';

export function customerAccessTokenCreate(
  _parent: unknown,
  args: {input: {email: string; password: string}},
  ctx: EmulatorContext,
) {
  const issues = new CustomerIssues();
  const customer = customerByEmail(ctx.db, args.input.email);
  if (!customer || customer.state !== 'enabled' || !verifyPassword(args.input.password, customer.passwordHash)) {
    issues.error('UNIDENTIFIED_CUSTOMER', null, 'Unidentified customer');
    return {customerAccessToken: null, ...issues.payload()};
  }
  return {customerAccessToken: issueAccessToken(ctx.db, customer.id, ctx.now()), ...issues.payload()};
}
