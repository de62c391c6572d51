// Mutations run in a write transaction and read the customer again inside it: another request may have
// changed the row since this one started.
import {customerById, type CustomerRecord} from '../../../../commerce/customer-store.js';
import type {CustomerAccountContext} from '../../context.js';

export function inWriteTransaction<T>(ctx: CustomerAccountContext, write: (customer: CustomerRecord) => T): T {
  return ctx.db.transaction(() => write(customerById(ctx.db, ctx.customer.id) ?? ctx.customer)).immediate();
}
