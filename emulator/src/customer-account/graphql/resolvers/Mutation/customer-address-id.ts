import {addressOf, type AddressRecord} from '../../../../commerce/address-store.js';
import type {Database} from '../../../../db/database.js';
import {fromGidNumber} from '../../../../ids/gid.js';
import type {AddressUserError} from '../../address-input.js';

/** The customer's own address by its gid; anyone else's reads as one that does not exist. */
export function ownAddress(
  db: Database,
  customerId: number,
  addressId: string,
  errors: AddressUserError[],
): AddressRecord | null {
  const id = fromGidNumber(addressId, 'CustomerAddress');
  const address = id === null ? null : addressOf(db, customerId, id);
  if (!address) {
    errors.push({code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: 'Address does not exist'});
  }
  return address;
}
