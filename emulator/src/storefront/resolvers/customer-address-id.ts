// Reads a customer address gid (gid://shopify/MailingAddress/<id>?model_name=CustomerAddress…) and
// finds it among the customer's own addresses, or reports NOT_FOUND.
import {addressOf, type AddressRecord} from '../../commerce/address-store.js';
import type {CustomerIssues} from '../../commerce/customer-issues.js';
import type {Database} from '../../db/database.js';
import {fromGidNumber} from '../../ids/gid.js';

export function customerAddress(
  db: Database,
  customerId: number,
  gid: string,
  field: string[],
  issues: CustomerIssues,
): AddressRecord | null {
  const id = fromGidNumber(gid, 'MailingAddress');
  const address = id === null ? null : addressOf(db, customerId, id);
  if (!address) issues.error('NOT_FOUND', field, 'Address does not exist');
  return address;
}
