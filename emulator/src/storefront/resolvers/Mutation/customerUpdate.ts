import {deleteAccessTokensOf, issueAccessToken} from '../../../commerce/access-tokens.js';
import {
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  optionalText,
} from '../../../commerce/customer-input.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import {updateCustomer, type CustomerRecord} from '../../../commerce/customer-store.js';
import {hashPassword} from '../../../commerce/passwords.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {customerShape} from '../../graphql-shapes.js';
import {identifiedCustomer} from '../identified-customer.js';

interface CustomerUpdateInput {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

/** A new password revokes every token; the payload then carries a fresh one. */
export function customerUpdate(
  _parent: unknown,
  args: {customer: CustomerUpdateInput; customerAccessToken: string},
  ctx: EmulatorContext,
) {
  const input = args.customer;
  const issues = new CustomerIssues();
  const now = ctx.now();
  return ctx.db
    .transaction(() => {
      const customer = identifiedCustomer(ctx, args.customerAccessToken, issues);
      if (!customer) return {customer: null, customerAccessToken: null, ...issues.payload()};
      const updated: CustomerRecord = {...customer, updatedAt: now.toISOString()};
      if (input.email !== undefined && input.email !== null) {
        checkEmail(ctx.db, input.email, ['customer', 'email'], issues, customer.id);
        updated.email = input.email.trim();
      }
      if (input.password !== undefined && input.password !== null) {
        checkPassword(input.password, ['customer', 'password'], issues);
      }
      if (input.phone !== undefined) {
        updated.phone = optionalText(input.phone);
        if (updated.phone) checkPhone(ctx.db, updated.phone, ['customer', 'phone'], issues, customer.id);
      }
      for (const name of ['firstName', 'lastName'] as const) {
        if (input[name] === undefined) continue;
        updated[name] = optionalText(input[name]);
        if (updated[name]) checkName(updated[name]!, ['customer', name], issues);
      }
      if (input.acceptsMarketing !== undefined && input.acceptsMarketing !== null) {
        updated.acceptsMarketing = input.acceptsMarketing;
      }
      if (issues.any) return {customer: null, customerAccessToken: null, ...issues.payload()};
      let customerAccessToken = null;
      if (input.password) {
        updated.passwordHash = hashPassword(input.password);
        deleteAccessTokensOf(ctx.db, customer.id);
        customerAccessToken = issueAccessToken(ctx.db, customer.id, now);
      }
      updateCustomer(ctx.db, updated);
      return {customer: customerShape(updated), customerAccessToken, ...issues.payload()};
    })
    .immediate();
}
