import {sendActivationMail, sendPasswordResetMail} from '../../../commerce/account-mails.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import {customerByEmail} from '../../../commerce/customer-store.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';

/** The answer is the same whether or not the email belongs to a customer, so accounts cannot be probed. */
export function customerRecover(_parent: unknown, args: {email: string}, ctx: EmulatorContext) {
  ctx.db
    .transaction(() => {
      const customer = customerByEmail(ctx.db, args.email);
      if (!customer) return;
      if (customer.state === 'enabled') sendPasswordResetMail(ctx.db, customer, localeOf(ctx), ctx.now());
      else sendActivationMail(ctx.db, customer, localeOf(ctx), ctx.now());
    })
    .immediate();
  return new CustomerIssues().payload();
}
