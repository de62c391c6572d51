import {issueAccessToken} from '../../../../commerce/access-tokens.js';
import type {MutationResolvers} from '../generated-resolver-types.js';
import {inWriteTransaction} from './account-customer.js';

/**
 * A legacy Storefront API token for the signed-in customer, so that a cart can carry them as its buyer
 * (checkout then files the order under them). A new one is asked for after each token refresh.
 */
export const storefrontCustomerAccessTokenCreate: MutationResolvers['storefrontCustomerAccessTokenCreate'] = (
  _root,
  _args,
  ctx,
) =>
  inWriteTransaction(ctx, (customer) => ({
    customerAccessToken: issueAccessToken(ctx.db, customer.id, ctx.now()).accessToken,
    userErrors: [],
  }));
