import {parseAccountUrl} from '../../../commerce/account-mails.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import {setPasswordWithMailToken} from '../../../commerce/password-by-mail-token.js';
import type {EmulatorContext} from '../../context.js';
import {customerShape} from '../commerce-mappers.js';

export function customerResetByUrl(
  _parent: unknown,
  args: {resetUrl: string; password: string},
  ctx: EmulatorContext,
) {
  const issues = new CustomerIssues();
  const parsed = parseAccountUrl(args.resetUrl);
  if (!parsed) {
    issues.error('INVALID', ['resetUrl'], 'Reset url is invalid');
    return {customer: null, customerAccessToken: null, ...issues.payload()};
  }
  const result = ctx.db
    .transaction(() =>
      setPasswordWithMailToken(
        ctx.db,
        {
          customerId: parsed.customerId,
          token: parsed.token,
          password: args.password,
          purpose: 'reset',
          tokenField: ['resetUrl'],
          passwordField: ['password'],
        },
        issues,
        ctx.now(),
      ),
    )
    .immediate();
  return {
    customer: result ? customerShape(result.customer) : null,
    customerAccessToken: result?.customerAccessToken ?? null,
    ...issues.payload(),
  };
}
