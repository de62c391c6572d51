// The commerce half of the resolver map: carts, customers, orders and addresses.
import {orderByIdAndKey} from '../../commerce/order-store.js';
import {registerNode} from '../node-registry.js';
import {orderShape} from '../graphql-shapes.js';
import {cartAttributesUpdate} from './Mutation/cartAttributesUpdate.js';
import {cartBuyerIdentityUpdate} from './Mutation/cartBuyerIdentityUpdate.js';
import {cartClone} from './Mutation/cartClone.js';
import {cartCreate} from './Mutation/cartCreate.js';
import {
  cartDeliveryAddressesAdd,
  cartDeliveryAddressesRemove,
  cartDeliveryAddressesReplace,
  cartDeliveryAddressesUpdate,
} from './Mutation/cartDeliveryAddresses.js';
import {cartGiftCardCodesAdd, cartGiftCardCodesRemove, cartGiftCardCodesUpdate} from './Mutation/cartGiftCardCodes.js';
import {cartSelectedDeliveryOptionsUpdate} from './Mutation/cartSelectedDeliveryOptionsUpdate.js';
import {cartDiscountCodesUpdate} from './Mutation/cartDiscountCodesUpdate.js';
import {cartLinesAdd} from './Mutation/cartLinesAdd.js';
import {cartLinesRemove} from './Mutation/cartLinesRemove.js';
import {cartLinesUpdate} from './Mutation/cartLinesUpdate.js';
import {cartNoteUpdate} from './Mutation/cartNoteUpdate.js';
import {cartRemovePersonalData} from './Mutation/cartRemovePersonalData.js';
import {customerAccessTokenCreate} from './Mutation/customerAccessTokenCreate.js';
import {customerAccessTokenDelete} from './Mutation/customerAccessTokenDelete.js';
import {customerAccessTokenRenew} from './Mutation/customerAccessTokenRenew.js';
import {customerActivate} from './Mutation/customerActivate.js';
import {customerActivateByUrl} from './Mutation/customerActivateByUrl.js';
import {customerAddressCreate} from './Mutation/customerAddressCreate.js';
import {customerAddressDelete} from './Mutation/customerAddressDelete.js';
import {customerAddressUpdate} from './Mutation/customerAddressUpdate.js';
import {customerCreate} from './Mutation/customerCreate.js';
import {customerDefaultAddressUpdate} from './Mutation/customerDefaultAddressUpdate.js';
import {customerRecover} from './Mutation/customerRecover.js';
import {customerReset} from './Mutation/customerReset.js';
import {customerResetByUrl} from './Mutation/customerResetByUrl.js';
import {customerUpdate} from './Mutation/customerUpdate.js';
import {refusedMutations} from './Mutation/refused-mutations.js';
import {cart} from './Query/cart.js';
import {customer} from './Query/customer.js';
import {Cart} from './types/Cart.js';
import {CartBuyerIdentity} from './types/CartBuyerIdentity.js';
import {CartLine} from './types/CartLine.js';
import {Customer} from './types/Customer.js';
import {MailingAddress} from './types/MailingAddress.js';
import {Order} from './types/Order.js';
import {OrderLineItem} from './types/OrderLineItem.js';
import type {Resolvers} from './generated-resolver-types.js';

// Order ids carry their secret (gid://shopify/Order/<id>?key=<key>); without it the order is not found.
registerNode('Order', (_id, ctx, gid) => {
  const match = /\/(\d+)\?key=([0-9a-f]+)$/.exec(gid);
  const order = match ? orderByIdAndKey(ctx.db, Number(match[1]), match[2]) : null;
  return order ? orderShape(order, ctx.baseUrl) : null;
});

export const commerceResolvers: Resolvers = {
  QueryRoot: {cart, customer},
  Mutation: {
    ...refusedMutations,
    cartCreate,
    cartClone,
    cartRemovePersonalData,
    cartGiftCardCodesAdd,
    cartGiftCardCodesUpdate,
    cartGiftCardCodesRemove,
    cartSelectedDeliveryOptionsUpdate,
    cartDeliveryAddressesAdd,
    cartDeliveryAddressesRemove,
    cartDeliveryAddressesReplace,
    cartDeliveryAddressesUpdate,
    cartLinesAdd,
    cartLinesUpdate,
    cartLinesRemove,
    cartBuyerIdentityUpdate,
    cartDiscountCodesUpdate,
    cartNoteUpdate,
    cartAttributesUpdate,
    customerCreate,
    customerAccessTokenCreate,
    customerAccessTokenRenew,
    customerAccessTokenDelete,
    customerActivate,
    customerActivateByUrl,
    customerRecover,
    customerReset,
    customerResetByUrl,
    customerUpdate,
    customerAddressCreate,
    customerAddressUpdate,
    customerAddressDelete,
    customerDefaultAddressUpdate,
  },
  Cart,
  CartLine,
  CartBuyerIdentity,
  Customer,
  Order,
  OrderLineItem,
  MailingAddress,
};
