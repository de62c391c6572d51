// Records as the Customer Account types resolve them: the parents the type resolvers receive (mapped in
// codegen.ts) and the plain objects of the small types (money, discount applications).
import {createHash} from 'node:crypto';
import {formatDecimal} from '../../catalogue/decimal.js';
import {fullName, type AddressFields} from '../../commerce/address-format.js';
import type {AddressRecord} from '../../commerce/address-store.js';
import type {DiscountAllocation} from '../../commerce/cart-costs.js';
import type {CustomerRecord} from '../../commerce/customer-store.js';
import type {DiscountCode} from '../../commerce/discount-codes.js';
import type {FulfillmentRecord} from '../../commerce/order-fulfillments.js';
import {orderDiscounts, type OrderDiscounts} from '../../commerce/order-discounts.js';
import {linesOfOrder, type OrderRecord, type StoredOrderLine} from '../../commerce/order-store.js';
import type {Database} from '../../db/database.js';
import {toGid} from '../../ids/gid.js';
import type {CurrencyCode, EmailMarketingState} from './resolvers/generated-resolver-types.js';

/** `currency` comes from the shop's own tables, which hold ISO 4217 codes only. */
export function money(cents: number, currency: string) {
  return {__typename: 'MoneyV2' as const, amount: formatDecimal(cents), currencyCode: currency as CurrencyCode};
}

export type AddressParent = AddressFields & {gid: string};

export function customerAddressParent(address: AddressRecord): AddressParent {
  return {...address, gid: toGid('CustomerAddress', address.id)};
}

/** An order's shipping address is a copy taken at checkout, not one of the customer's addresses. */
export function orderAddressParent(order: OrderRecord): AddressParent | null {
  return order.shippingAddress
    ? {...order.shippingAddress, gid: `${toGid('MailingAddress', order.id)}?model_name=Address`}
    : null;
}

export function emailAddressOf(customer: CustomerRecord) {
  const marketingState: EmailMarketingState = customer.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED';
  return {emailAddress: customer.email, marketingState};
}

export function displayName(customer: CustomerRecord): string {
  return fullName(customer) ?? customer.email;
}

/**
 * Shopify shows buyers a nine-character code instead of the order number it keeps for the shop. Ours is
 * derived from the order's secret key, so it is stable and says nothing about how many orders exist.
 */
export function confirmationNumber(order: OrderRecord): string {
  const digest = createHash('sha256').update(`confirmation:${order.key}`).digest();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(digest.subarray(0, 9), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface LineItemParent {
  order: OrderRecord;
  line: StoredOrderLine;
  /** What the line-level codes took off this line. */
  allocations: DiscountAllocation[];
}

export interface OrderLines {
  lineItems: LineItemParent[];
  discounts: OrderDiscounts;
}

export function orderLines(db: Database, order: OrderRecord): OrderLines {
  const lines = linesOfOrder(db, order.id);
  const discounts = orderDiscounts(db, order, lines);
  return {
    lineItems: lines.map((line) => ({order, line, allocations: discounts.lineAllocations.get(line.position) ?? []})),
    discounts,
  };
}

export function discountCodeApplication(discount: DiscountCode, currency: string) {
  return {
    __typename: 'DiscountCodeApplication' as const,
    code: discount.code,
    allocationMethod: 'ACROSS' as const,
    targetSelection: discount.target === 'line' ? ('ENTITLED' as const) : ('ALL' as const),
    targetType: 'LINE_ITEM' as const,
    value:
      discount.valueType === 'percentage'
        ? {__typename: 'PricingPercentageValue' as const, percentage: discount.value}
        : money(discount.value, currency),
  };
}

export function discountAllocation(allocation: DiscountAllocation, currency: string) {
  return {
    allocatedAmount: money(allocation.cents, currency),
    discountApplication: discountCodeApplication(allocation.discount, currency),
  };
}

export interface FulfillmentParent {
  fulfillment: FulfillmentRecord;
  order: OrderRecord;
}

export interface FulfillmentLineItemParent {
  fulfillment: FulfillmentRecord;
  lineItem: LineItemParent;
}
