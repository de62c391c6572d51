// Turning a cart into an order, all or nothing: stock is checked and taken, the order stored on its
// customer (the cart's, else the one with the buyer's email, else a new disabled account as Shopify makes
// for guests), the cart completed and the confirmation mailed.
import {randomBytes} from 'node:crypto';
import type {Database} from '../db/database.js';
import {decrementInventory, productTitle, shownVariantTitle} from '../catalogue/catalogue-store.js';
import type {Locale} from '../catalogue/catalogue-scope.js';
import type {AddressFields} from './address-format.js';
import {formatMoney} from './money-format.js';
import {markCartCompleted, type CartRecord} from './cart-store.js';
import {checkoutTotals} from './checkout-totals.js';
import {payWithGiftCards, spendGiftCards, usableGiftCards} from './gift-cards.js';
import {customerByEmail, insertCustomer} from './customer-store.js';
import {orderConfirmationMail} from './mail-messages.js';
import {storeMail} from './mail-store.js';
import {insertOrder, type OrderLineRecord, type OrderRecord} from './order-store.js';
import {priceCart} from './priced-cart.js';
import {shopName} from './shop-name.js';

export interface CheckoutDetails {
  email: string;
  phone: string | null;
  shippingAddress: AddressFields;
  locale: Locale;
}

export interface StockShortage {
  title: string;
  wanted: number;
  available: number;
}

export type PlaceOrderResult =
  | {ok: true; order: OrderRecord}
  | {ok: false; reason: 'empty'}
  | {ok: false; reason: 'stock'; shortages: StockShortage[]};

function orderCustomerId(db: Database, cart: CartRecord, email: string, now: Date): number {
  if (cart.customerId !== null) return cart.customerId;
  const existing = customerByEmail(db, email);
  if (existing) return existing.id;
  return insertCustomer(db, {
    email,
    firstName: null,
    lastName: null,
    phone: null,
    acceptsMarketing: false,
    passwordHash: null,
    state: 'disabled',
    tags: [],
    defaultAddressId: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
}

export function placeOrder(
  db: Database,
  cart: CartRecord,
  details: CheckoutDetails,
  now: Date,
  statusUrlOf: (order: OrderRecord) => string,
): PlaceOrderResult {
  return db
    .transaction((): PlaceOrderResult => {
      const priced = priceCart(db, cart, details.locale);
      if (priced.lines.length === 0) return {ok: false, reason: 'empty'};
      const shortages = priced.lines
        .filter((line) => line.variant.quantityAvailable < line.record.quantity)
        .map((line) => ({
          title: productTitle(db, line.variant.productId, details.locale) ?? line.variant.title,
          wanted: line.record.quantity,
          available: Math.max(0, line.variant.quantityAvailable),
        }));
      if (shortages.length > 0) return {ok: false, reason: 'stock', shortages};

      const totals = checkoutTotals(
        priced.costs.totalCents,
        priced.lines.some((line) => line.variant.requiresShipping),
      );
      const lines: OrderLineRecord[] = priced.lines.map((line, position) => ({
        position,
        variantId: line.variant.id,
        title: productTitle(db, line.variant.productId, details.locale) ?? '',
        variantTitle: line.variant.title || null,
        quantity: line.record.quantity,
        priceCents: line.variant.priceCents,
        originalTotalCents: line.costs.subtotalCents,
        discountedTotalCents: line.costs.totalCents,
      }));
      const order = insertOrder(
        db,
        {
          key: randomBytes(16).toString('hex'),
          cartToken: cart.token,
          customerId: orderCustomerId(db, cart, details.email, now),
          email: details.email,
          phone: details.phone,
          locale: details.locale,
          currencyCode: cart.currencyCode,
          subtotalCents: priced.costs.subtotalCents,
          orderDiscountCents: priced.costs.subtotalCents - priced.costs.totalCents,
          shippingCents: totals.shippingCents,
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
          discountCodes: priced.costs.discountCodes.filter((code) => code.applicable).map((code) => code.code),
          attributes: cart.attributes,
          shippingAddress: details.shippingAddress,
          financialStatus: 'PAID',
          fulfillmentStatus: 'UNFULFILLED',
          processedAt: now.toISOString(),
          canceledAt: null,
        },
        lines,
      );
      for (const line of priced.lines) {
        if (!decrementInventory(db, line.variant.id, line.record.quantity)) {
          throw new Error(`Stock of variant ${line.variant.id} changed during checkout`);
        }
      }
      spendGiftCards(db, payWithGiftCards(usableGiftCards(db, cart.giftCardCodes, now), totals.totalCents));
      markCartCompleted(db, cart.token, now.toISOString());
      const money = (cents: number) => formatMoney(cents, order.currencyCode, details.locale);
      storeMail(
        db,
        orderConfirmationMail(shopName(db, details.locale), details.locale, order.email, {
          name: `#${order.orderNumber}`,
          lines: lines.map((line) => {
            const variant = shownVariantTitle(line.variantTitle);
            return {
              title: variant ? `${line.title} (${variant})` : line.title,
              quantity: line.quantity,
              total: money(line.discountedTotalCents),
            };
          }),
          total: money(order.totalCents),
          tax: money(order.taxCents),
          statusUrl: statusUrlOf(order),
        }),
        now,
      );
      return {ok: true, order};
    })
    .immediate();
}
