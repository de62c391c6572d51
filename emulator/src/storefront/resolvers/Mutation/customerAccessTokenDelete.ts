import {deleteAccessToken} from '../../../commerce/access-tokens.js';
import {hashSecretToken} from '../../../commerce/secret-tokens.js';
import type {EmulatorContext} from '../../graphql-context.js';

export function customerAccessTokenDelete(
  _parent: unknown,
  args: {customerAccessToken: string},
  ctx: EmulatorContext,
) {
  if (!deleteAccessToken(ctx.db, args.customerAccessToken)) {
    return {
      deletedAccessToken: null,
      deletedCustomerAccessTokenId: null,
      userErrors: [{field: ['customerAccessToken'], message: 'Access token does not exist'}],
    };
  }
  return {
    deletedAccessToken: args.customerAccessToken,
    deletedCustomerAccessTokenId: hashSecretToken(args.customerAccessToken),
    userErrors: [],
  };
}
