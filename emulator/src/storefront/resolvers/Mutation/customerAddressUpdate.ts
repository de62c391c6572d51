import {addressFromInput, type MailingAddressInput} from '../../../commerce/address-input.js';
import {updateAddress} from '../../../commerce/address-store.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {customerAddressShape} from '../../graphql-shapes.js';
import {customerAddress} from '../customer-address-id.js';
import {identifiedCustomer} from '../identified-customer.js';

export function customerAddressUpdate(
  _parent: unknown,
  args: {address: MailingAddressInput; customerAccessToken: string; id: string},
  ctx: EmulatorContext,
) {
  const issues = new CustomerIssues();
  return ctx.db
    .transaction(() => {
      const customer = identifiedCustomer(ctx, args.customerAccessToken, issues);
      const address = customer ? customerAddress(ctx.db, customer.id, args.id, ['id'], issues) : null;
      const fields = address ? addressFromInput(args.address, address, issues) : null;
      if (!address || !fields) return {customerAddress: null, ...issues.payload()};
      const updated = {...address, ...fields};
      updateAddress(ctx.db, updated);
      return {customerAddress: customerAddressShape(updated), ...issues.payload()};
    })
    .immediate();
}
