// Connections of the Customer Account API: the Storefront's paging rules and cursors, `reverse` applied first.
import {paginate, type PageArgs} from '../../../storefront/cursor-connections.js';
import {inRequestedOrder, type ReversiblePageArgs} from '../../../storefront/resolvers/list-order.js';

export type {ReversiblePageArgs};

export function connection<T>(items: T[], args: ReversiblePageArgs, keyOf: (item: T) => string | number) {
  return paginate(inRequestedOrder(items, args), args, keyOf);
}

/** What the shop does not have (saved cards, B2B companies, subscriptions, returns), paged all the same. */
export function noneYet(args: PageArgs) {
  return paginate<never>([], args, () => '');
}
