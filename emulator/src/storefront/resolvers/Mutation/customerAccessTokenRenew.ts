import {renewAccessToken} from '../../../commerce/access-tokens.js';
import type {EmulatorContext} from '../../graphql-context.js';

/** Only a live token can be renewed; an expired one needs customerAccessTokenCreate. */
export function customerAccessTokenRenew(
  _parent: unknown,
  args: {customerAccessToken: string},
  ctx: EmulatorContext,
) {
  const renewed = renewAccessToken(ctx.db, args.customerAccessToken, ctx.now());
  return renewed
    ? {customerAccessToken: renewed, userErrors: []}
    : {customerAccessToken: null, userErrors: [{field: ['customerAccessToken'], message: 'Access token does not exist'}]};
}
