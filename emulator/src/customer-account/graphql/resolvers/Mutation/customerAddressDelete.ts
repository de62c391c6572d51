import {addressesOf, deleteAddress} from '../../../../commerce/address-store.js';
import {updateCustomer} from '../../../../commerce/customer-store.js';
import type {AddressUserError} from '../../address-input.js';
import {customerAddressParent} from '../../shapes.js';
import type {MutationResolvers} from '../generated-resolver-types.js';
import {inWriteTransaction} from './account-customer.js';
import {ownAddress} from './customer-address-id.js';

/** The default address goes only when it is the last one; otherwise another must become the default first. */
export const customerAddressDelete: MutationResolvers['customerAddressDelete'] = (_root, args, ctx) =>
  inWriteTransaction(ctx, (customer) => {
    const userErrors: AddressUserError[] = [];
    const address = ownAddress(ctx.db, customer.id, args.addressId, userErrors);
    if (!address) return {deletedAddressId: null, userErrors};
    if (customer.defaultAddressId === address.id) {
      if (addressesOf(ctx.db, customer.id).length > 1) {
        userErrors.push({
          code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
          field: ['addressId'],
          message: 'The default address cannot be deleted: make another address the default first',
        });
        return {deletedAddressId: null, userErrors};
      }
      updateCustomer(ctx.db, {...customer, defaultAddressId: null, updatedAt: ctx.now().toISOString()});
    }
    deleteAddress(ctx.db, address.id);
    return {deletedAddressId: customerAddressParent(address).gid, userErrors};
  });
