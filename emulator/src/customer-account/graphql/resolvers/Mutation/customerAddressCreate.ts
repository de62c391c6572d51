import {addressesOf, addressOf, insertAddress} from '../../../../commerce/address-store.js';
import {updateCustomer} from '../../../../commerce/customer-store.js';
import {addressFromAccountInput, sameAddress, type AddressUserError} from '../../address-input.js';
import {customerAddressParent} from '../../shapes.js';
import type {MutationResolvers} from '../generated-resolver-types.js';
import {inWriteTransaction} from './account-customer.js';

/** A customer's first address becomes the default, as on Shopify, whatever `defaultAddress` says. */
export const customerAddressCreate: MutationResolvers['customerAddressCreate'] = (_root, args, ctx) =>
  inWriteTransaction(ctx, (customer) => {
    const userErrors: AddressUserError[] = [];
    const fields = addressFromAccountInput(args.address, null, userErrors);
    if (!fields) return {customerAddress: null, userErrors};
    if (addressesOf(ctx.db, customer.id).some((existing) => sameAddress(existing, fields))) {
      return {
        customerAddress: null,
        userErrors: [{code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS' as const, field: ['address'], message: 'Address already exists'}],
      };
    }
    const id = insertAddress(ctx.db, customer.id, fields);
    if (args.defaultAddress || customer.defaultAddressId === null) {
      updateCustomer(ctx.db, {...customer, defaultAddressId: id, updatedAt: ctx.now().toISOString()});
    }
    return {customerAddress: customerAddressParent(addressOf(ctx.db, customer.id, id)!), userErrors: []};
  });
