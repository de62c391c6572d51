import {toGid} from '../../../../ids/gid.js';
import type {FulfillmentLineItemResolvers} from '../generated-resolver-types.js';

export const FulfillmentLineItem: FulfillmentLineItemResolvers = {
  id: ({fulfillment, lineItem}) => toGid('FulfillmentLineItem', `${fulfillment.id}${String(lineItem.line.id).padStart(4, '0')}`),
  lineItem: ({lineItem}) => lineItem,
  quantity: ({lineItem}) => lineItem.line.quantity,
};
