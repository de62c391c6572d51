import {CustomerIssues} from '../../../commerce/customer-issues.js';
import {setPasswordWithMailToken} from '../../../commerce/password-by-mail-token.js';
import type {EmulatorContext} from '../../context.js';
import {fromGidNumber} from '../../gid.js';
import {customerShape} from '../commerce-mappers.js';

export function customerActivate(
  _parent: unknown,
  args: {id: string; input: {activationToken: string; password: string}},
  ctx: EmulatorContext,
) {
  const issues = new CustomerIssues();
  const result = ctx.db
    .transaction(() =>
      setPasswordWithMailToken(
        ctx.db,
        {
          customerId: fromGidNumber(args.id, 'Customer'),
          token: args.input.activationToken,
          password: args.input.password,
          purpose: 'activation',
          tokenField: ['input', 'activationToken'],
          passwordField: ['input', 'password'],
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
