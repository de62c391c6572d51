import {parseAccountUrl} from '../../../commerce/account-mails.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {passwordByTokenPayload} from '../password-by-token-payload.js';

export function customerActivateByUrl(
  _parent: unknown,
  args: {activationUrl: string; password: string},
  ctx: EmulatorContext,
) {
  const issues = new CustomerIssues();
  const parsed = parseAccountUrl(args.activationUrl);
  if (!parsed) issues.error('INVALID', ['activationUrl'], 'Activation url is invalid');
  return passwordByTokenPayload(
    ctx,
    {
      customerId: parsed?.customerId ?? null,
      token: parsed?.token ?? '',
      password: args.password,
      purpose: 'activation',
      tokenField: ['activationUrl'],
      passwordField: ['password'],
    },
    issues,
  );
}
