// URLs the emulator hands out for carts and orders. Each carries the record's secret key, as Shopify's do.
import {shopUrl} from './commerce-config.js';
import type {OrderRecord} from './order-store.js';

export function checkoutUrl(baseUrl: string, token: string, key: string, language: string): string {
  return `${baseUrl}/checkouts/cn/${token}?key=${key}&locale=${language.slice(0, 2).toLowerCase()}`;
}

export function orderStatusUrl(baseUrl: string, order: OrderRecord): string {
  return `${baseUrl}/orders/${order.id}?key=${order.key}`;
}

export function thankYouUrl(baseUrl: string, order: OrderRecord, locale: string): string {
  return `${baseUrl}/checkouts/thank-you/${order.id}?key=${order.key}&locale=${locale}`;
}

/** The storefront's own order page. */
export function orderCustomerUrl(order: OrderRecord): string {
  return `${shopUrl()}/account/orders/${order.id}`;
}
