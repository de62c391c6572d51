import {addressOf, addressesOf} from '../../../../commerce/address-store.js';
import {ordersOfCustomer} from '../../../../commerce/order-store.js';
import {toGid} from '../../../../ids/gid.js';
import type {CustomerAccountContext} from '../../context.js';
import {customerAddressParent, displayName, emailAddressOf} from '../../shapes.js';
import {connection, noneYet, type ReversiblePageArgs} from '../connections.js';
import type {CustomerResolvers, OrderSortKeys} from '../generated-resolver-types.js';
import {matchesOrderQuery, ORDER_COMPARATORS} from '../order-query.js';
import type {CustomerRecord} from '../../../../commerce/customer-store.js';

/** An avatar with the customer's initials, inline: the emulator has no image CDN for people. */
function initialsAvatar(customer: CustomerRecord): string {
  const initials = [customer.firstName, customer.lastName]
    .map((name) => name?.trim()[0] ?? '')
    .join('')
    .toUpperCase() || customer.email[0].toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#5b6b4e"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials.replace(/[<&>"]/g, '')}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const Customer: CustomerResolvers = {
  id: (customer) => toGid('Customer', customer.id),
  displayName: (customer) => displayName(customer),
  emailAddress: (customer) => emailAddressOf(customer),
  phoneNumber: (customer) =>
    customer.phone ? {phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED' as const} : null,
  imageUrl: (customer) => initialsAvatar(customer),
  creationDate: (customer) => customer.createdAt,
  defaultAddress: (customer, _args, ctx: CustomerAccountContext) => {
    if (customer.defaultAddressId === null) return null;
    const address = addressOf(ctx.db, customer.id, customer.defaultAddressId);
    return address ? customerAddressParent(address) : null;
  },
  addresses: (customer, args: ReversiblePageArgs & {skipDefault?: boolean | null}, ctx) => {
    const addresses = addressesOf(ctx.db, customer.id).filter(
      (address) => !(args.skipDefault && address.id === customer.defaultAddressId),
    );
    return connection(addresses.map(customerAddressParent), args, (address) => address.gid);
  },
  orders: (customer, args: ReversiblePageArgs & {sortKey?: OrderSortKeys | null; query?: string | null}, ctx) => {
    const orders = ordersOfCustomer(ctx.db, customer.id)
      .filter((order) => matchesOrderQuery(order, args.query))
      .sort(ORDER_COMPARATORS[args.sortKey ?? 'ID']);
    return connection(orders, args, (order) => order.id);
  },
  tags: (customer) => customer.tags,
  lastIncompleteCheckout: () => null,
  metafield: () => null,
  metafields: (_customer, args) => args.identifiers.map(() => null),
  availablePaymentMethods: () => [],
  availableWalletPaymentConfigs: () => [],
  taxExemptionsDetails: () => [],
  companyContacts: (_customer, args) => noneYet(args),
  creditCards: (_customer, args) => noneYet(args),
  creditCard: () => null,
  draftOrders: (_customer, args) => noneYet(args),
  paymentInstruments: (_customer, args) => noneYet(args),
  paymentInstrument: () => null,
  paypalBillingAgreement: () => null,
  storeCreditAccounts: (_customer, args) => noneYet(args),
  subscriptionContracts: (_customer, args) => noneYet(args),
  subscriptionContract: () => null,
  return: () => null,
};
