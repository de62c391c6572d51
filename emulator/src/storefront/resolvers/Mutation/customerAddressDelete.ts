import {addressesOf, deleteAddress} from '../../../commerce/address-store.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import {updateCustomer} from '../../../commerce/customer-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {customerAddressShape} from '../../graphql-shapes.js';
import {customerAddress} from '../customer-address-id.js';
import {identifiedCustomer} from '../identified-customer.js';

/** Deleting the default address makes the oldest remaining one the default. */
export function customerAddressDelete(
  _parent: unknown,
  args: {customerAccessToken: string; id: string},
  ctx: EmulatorContext,
) {
  const issues = new CustomerIssues();
  return ctx.db
    .transaction(() => {
      const customer = identifiedCustomer(ctx, args.customerAccessToken, issues);
      const address = customer ? customerAddress(ctx.db, customer.id, args.id, ['id'], issues) : null;
      if (!customer || !address) return {deletedCustomerAddressId: null, ...issues.payload()};
      deleteAddress(ctx.db, address.id);
      if (customer.defaultAddressId === address.id) {
        const next = addressesOf(ctx.db, customer.id)[0];
        updateCustomer(ctx.db, {...customer, defaultAddressId: next?.id ?? null, updatedAt: ctx.now().toISOString()});
      }
      return {deletedCustomerAddressId: customerAddressShape(address).id, ...issues.payload()};
    })
    .immediate();
}
