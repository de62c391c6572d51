import {CustomerIssues} from '../../../commerce/customer-issues.js';
import {updateCustomer} from '../../../commerce/customer-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {customerShape} from '../../graphql-shapes.js';
import {customerAddress} from '../customer-address-id.js';
import {identifiedCustomer} from '../identified-customer.js';

export function customerDefaultAddressUpdate(
  _parent: unknown,
  args: {addressId: string; customerAccessToken: string},
  ctx: EmulatorContext,
) {
  const issues = new CustomerIssues();
  return ctx.db
    .transaction(() => {
      const customer = identifiedCustomer(ctx, args.customerAccessToken, issues);
      const address = customer ? customerAddress(ctx.db, customer.id, args.addressId, ['addressId'], issues) : null;
      if (!customer || !address) return {customer: null, ...issues.payload()};
      const updated = {...customer, defaultAddressId: address.id, updatedAt: ctx.now().toISOString()};
      updateCustomer(ctx.db, updated);
      return {customer: customerShape(updated), ...issues.payload()};
    })
    .immediate();
}
