// Every Customer Account resolver the emulator has: one module per root field and per object type.
import {customerAddressCreate} from './Mutation/customerAddressCreate.js';
import {customerAddressDelete} from './Mutation/customerAddressDelete.js';
import {customerAddressUpdate} from './Mutation/customerAddressUpdate.js';
import {customerEmailMarketingSubscribe, customerEmailMarketingUnsubscribe} from './Mutation/customerEmailMarketing.js';
import {customerUpdate} from './Mutation/customerUpdate.js';
import {customer} from './Query/customer.js';
import {order} from './Query/order.js';
import {Customer} from './types/Customer.js';
import {CustomerAddress} from './types/CustomerAddress.js';
import {Fulfillment} from './types/Fulfillment.js';
import {FulfillmentLineItem} from './types/FulfillmentLineItem.js';
import {Image} from './types/Image.js';
import {LineItem} from './types/LineItem.js';
import {Order} from './types/Order.js';
import type {Resolvers} from './generated-resolver-types.js';

export const resolvers: Resolvers = {
  QueryRoot: {customer, order},
  Mutation: {
    customerUpdate,
    customerAddressCreate,
    customerAddressUpdate,
    customerAddressDelete,
    customerEmailMarketingSubscribe,
    customerEmailMarketingUnsubscribe,
  },
  Customer,
  CustomerAddress,
  Order,
  LineItem,
  Fulfillment,
  FulfillmentLineItem,
  Image,
};
