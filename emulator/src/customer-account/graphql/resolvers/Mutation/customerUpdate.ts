import {checkName} from '../../../../commerce/customer-input.js';
import {CustomerIssues} from '../../../../commerce/customer-issues.js';
import {updateCustomer} from '../../../../commerce/customer-store.js';
import type {MutationResolvers} from '../generated-resolver-types.js';
import {inWriteTransaction} from './account-customer.js';

/** First and last name only: the email address and phone number change through Shopify's own pages. */
export const customerUpdate: MutationResolvers['customerUpdate'] = (_root, {input}, ctx) =>
  inWriteTransaction(ctx, (customer) => {
    if (input.firstName === undefined && input.lastName === undefined) {
      return {
        customer: null,
        userErrors: [{code: 'CUSTOMER_INPUT_ARGUMENT_EMPTY' as const, field: ['input'], message: 'Input is empty'}],
      };
    }
    const issues = new CustomerIssues();
    const next = {...customer};
    for (const name of ['firstName', 'lastName'] as const) {
      const value = input[name];
      if (value === undefined) continue;
      const trimmed = value?.trim() ?? '';
      checkName(trimmed, ['input', name], issues);
      next[name] = trimmed || null;
    }
    if (issues.any) {
      // checkName reports TOO_LONG, CONTAINS_HTML_TAGS and CONTAINS_URL, which this API's enum shares.
      const userErrors = issues.errors.map(({code, field, message}) => ({
        code: code as 'TOO_LONG' | 'CONTAINS_HTML_TAGS' | 'CONTAINS_URL',
        field,
        message,
      }));
      return {customer: null, userErrors};
    }
    const updated = {...next, updatedAt: ctx.now().toISOString()};
    updateCustomer(ctx.db, updated);
    return {customer: updated, userErrors: []};
  });
