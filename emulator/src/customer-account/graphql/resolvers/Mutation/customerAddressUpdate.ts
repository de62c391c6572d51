import {addressesOf, addressOf, updateAddress} from '../../../../commerce/address-store.js';
import {updateCustomer} from '../../../../commerce/customer-store.js';
import {addressFromAccountInput, sameAddress, type AddressUserError} from '../../address-input.js';
import {customerAddressParent} from '../../shapes.js';
import type {MutationResolvers} from '../generated-resolver-types.js';
import {inWriteTransaction} from './account-customer.js';
import {ownAddress} from './customer-address-id.js';

/** `address` may be left out to change only whether this is the default; the default cannot be demoted. */
export const customerAddressUpdate: MutationResolvers['customerAddressUpdate'] = (_root, args, ctx) =>
  inWriteTransaction(ctx, (customer) => {
    const userErrors: AddressUserError[] = [];
    const address = ownAddress(ctx.db, customer.id, args.addressId, userErrors);
    if (!address) return {customerAddress: null, userErrors};
    if (args.defaultAddress === false && customer.defaultAddressId === address.id) {
      userErrors.push({
        code: 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
        field: ['defaultAddress'],
        message: 'The default address cannot be demoted: make another address the default instead',
      });
      return {customerAddress: null, userErrors};
    }
    const fields = args.address ? addressFromAccountInput(args.address, address, userErrors) : address;
    if (!fields) return {customerAddress: null, userErrors};
    const others = addressesOf(ctx.db, customer.id).filter((other) => other.id !== address.id);
    if (others.some((other) => sameAddress(other, fields))) {
      userErrors.push({code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS', field: ['address'], message: 'Address already exists'});
      return {customerAddress: null, userErrors};
    }
    updateAddress(ctx.db, {...fields, id: address.id, customerId: customer.id});
    if (args.defaultAddress && customer.defaultAddressId !== address.id) {
      updateCustomer(ctx.db, {...customer, defaultAddressId: address.id, updatedAt: ctx.now().toISOString()});
    }
    return {customerAddress: customerAddressParent(addressOf(ctx.db, customer.id, address.id)!), userErrors};
  });
