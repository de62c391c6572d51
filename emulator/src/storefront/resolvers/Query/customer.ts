import {customerForAccessToken} from '../../../commerce/access-tokens.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {customerShape} from '../../graphql-shapes.js';

/** Unknown or expired tokens give null, as on Shopify. */
export function customer(_parent: unknown, args: {customerAccessToken: string}, ctx: EmulatorContext) {
  const record = customerForAccessToken(ctx.db, args.customerAccessToken, ctx.now());
  return record ? customerShape(record) : null;
}
