import {addressFromInput, type MailingAddressInput} from '../../../commerce/address-input.js';
import {addressOf, insertAddress} from '../../../commerce/address-store.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import {updateCustomer} from '../../../commerce/customer-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {customerAddressShape} from '../../graphql-shapes.js';
import {identifiedCustomer} from '../identified-customer.js';

/** A customer's first address becomes the default one, as on Shopify. */
export function customerAddressCreate(
  _parent: unknown,
  args: {address: MailingAddressInput; customerAccessToken: string},
  ctx: EmulatorContext,
) {
  const issues = new CustomerIssues();
  return ctx.db
    .transaction(() => {
      const customer = identifiedCustomer(ctx, args.customerAccessToken, issues);
      const fields = customer ? addressFromInput(args.address, null, issues) : null;
      if (!customer || !fields) return {customerAddress: null, ...issues.payload()};
      const id = insertAddress(ctx.db, customer.id, fields);
      if (customer.defaultAddressId === null) {
        updateCustomer(ctx.db, {...customer, defaultAddressId: id, updatedAt: ctx.now().toISOString()});
      }
      return {customerAddress: customerAddressShape(addressOf(ctx.db, customer.id, id)!), ...issues.payload()};
    })
    .immediate();
}
