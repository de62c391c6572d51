import {updateCustomer} from '../../../../commerce/customer-store.js';
import {emailAddressOf} from '../../shapes.js';
import type {MutationResolvers} from '../generated-resolver-types.js';
import {inWriteTransaction} from './account-customer.js';

// The shop does not ask for a confirmation mail, so subscribing is immediate (no PENDING state). The
// database keeps one flag: an unsubscribed customer reads NOT_SUBSCRIBED, never UNSUBSCRIBED.
export const customerEmailMarketingSubscribe: MutationResolvers['customerEmailMarketingSubscribe'] = (_root, _args, ctx) =>
  inWriteTransaction(ctx, (customer) => {
    if (customer.acceptsMarketing) {
      return {
        emailAddress: emailAddressOf(customer),
        userErrors: [{code: 'CUSTOMER_ALREADY_SUBSCRIBED' as const, field: null, message: 'Customer is already subscribed'}],
      };
    }
    const updated = {...customer, acceptsMarketing: true, updatedAt: ctx.now().toISOString()};
    updateCustomer(ctx.db, updated);
    return {emailAddress: emailAddressOf(updated), userErrors: []};
  });

export const customerEmailMarketingUnsubscribe: MutationResolvers['customerEmailMarketingUnsubscribe'] = (_root, _args, ctx) =>
  inWriteTransaction(ctx, (customer) => {
    const updated = {...customer, acceptsMarketing: false, updatedAt: ctx.now().toISOString()};
    if (customer.acceptsMarketing) updateCustomer(ctx.db, updated);
    return {emailAddress: emailAddressOf(updated), userErrors: []};
  });
