import {parseAccountUrl} from '../../../commerce/account-mails.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {passwordByTokenPayload} from '../password-by-token-payload.js';

export function customerResetByUrl(
  _parent: unknown,
  args: {resetUrl: string; password: string},
  ctx: EmulatorContext,
) {
  const issues = new CustomerIssues();
  const parsed = parseAccountUrl(args.resetUrl);
  if (!parsed) issues.error('INVALID', ['resetUrl'], 'Reset url is invalid');
  return passwordByTokenPayload(
    ctx,
    {
      customerId: parsed?.customerId ?? null,
      token: parsed?.token ?? '',
      password: args.password,
      purpose: 'reset',
      tokenField: ['resetUrl'],
      passwordField: ['password'],
    },
    issues,
  );
}
