// The one place where records become the objects the GraphQL types resolve from (money, carts, customers,
// addresses, orders, countries and languages). Scalar fields are plain properties; fields with arguments or
// further loading live in the type resolvers (types/Cart.ts, …).
import {localeOf} from '../catalogue/catalogue-scope.js';
import {formatDecimal} from '../catalogue/decimal.js';
import {countryRecord, languageCodes, languageRecord, shopSettings} from '../catalogue/market.js';
import {formatArea, fullName, type AddressFields} from '../commerce/address-format.js';
import type {AddressRecord} from '../commerce/address-store.js';
import type {DiscountAllocation} from '../commerce/cart-costs.js';
import type {DiscountCode} from '../commerce/discount-codes.js';
import {cartGid, cartLineGid} from '../commerce/cart-id.js';
import {checkoutUrl, orderCustomerUrl, orderStatusUrl} from '../commerce/commerce-urls.js';
import {countryName} from '../commerce/countries.js';
import type {CustomerRecord} from '../commerce/customer-store.js';
import type {OrderLineRecord, OrderRecord} from '../commerce/order-store.js';
import type {PricedCart, PricedLine} from '../commerce/priced-cart.js';
import {toGid} from '../ids/gid.js';
import type {EmulatorContext} from './graphql-context.js';
import type {CountryCode, CurrencyCode, LanguageCode, UnitSystem} from './resolvers/generated-resolver-types.js';

export interface MoneyV2 {
  amount: string;
  currencyCode: CurrencyCode;
}

/** `currency` is a code from the shop's own tables, which hold ISO 4217 codes only. */
export function money(cents: number, currency = 'EUR'): MoneyV2 {
  return {amount: formatDecimal(cents), currencyCode: currency as CurrencyCode};
}

function typedMoney(cents: number, currency: string) {
  return {__typename: 'MoneyV2', ...money(cents, currency)};
}

function discountAllocationShape(allocation: DiscountAllocation, currency: string) {
  const {discount} = allocation;
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: allocation.code,
    discountedAmount: money(allocation.cents, currency),
    targetType: 'LINE_ITEM',
    discountApplication: {
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: 'LINE_ITEM',
      value:
        discount.valueType === 'percentage'
          ? {__typename: 'PricingPercentageValue', percentage: discount.value}
          : typedMoney(discount.value, currency),
    },
  };
}

export type CartLineShape = ReturnType<typeof cartLineShape>;

export function cartLineShape(line: PricedLine, cartToken: string, currency: string) {
  const {costs} = line;
  const compareAt =
    costs.compareAtPerQuantityCents === null ? null : money(costs.compareAtPerQuantityCents, currency);
  return {
    __typename: 'CartLine',
    id: cartLineGid(line.record.id, cartToken),
    variantId: line.record.variantId,
    quantity: line.record.quantity,
    attributes: line.record.attributes,
    cost: {
      amountPerQuantity: money(costs.amountPerQuantityCents, currency),
      compareAtAmountPerQuantity: compareAt,
      subtotalAmount: money(costs.subtotalCents, currency),
      totalAmount: money(costs.totalCents, currency),
    },
    estimatedCost: {
      amount: money(costs.amountPerQuantityCents, currency),
      compareAtAmount: compareAt,
      subtotalAmount: money(costs.subtotalCents, currency),
      totalAmount: money(costs.totalCents, currency),
    },
    discountAllocations: costs.allocations.map((allocation) => discountAllocationShape(allocation, currency)),
    sellingPlanAllocation: null,
    instructions: {canRemove: true, canUpdateQuantity: true},
    parentRelationship: null,
  };
}

export type CartShape = ReturnType<typeof cartShape>;

export function cartShape(priced: PricedCart, baseUrl: string) {
  const {cart, costs} = priced;
  const currency = cart.currencyCode;
  const cost = {
    subtotalAmount: money(costs.subtotalCents, currency),
    totalAmount: money(costs.totalCents, currency),
    checkoutChargeAmount: money(costs.subtotalCents, currency),
    // Shopify no longer computes taxes and duties on carts (deprecated fields, null).
    totalTaxAmount: null,
    totalDutyAmount: null,
  };
  return {
    __typename: 'Cart',
    id: cartGid(cart),
    checkoutUrl: checkoutUrl(baseUrl, cart.token, cart.key, cart.language),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    attributes: cart.attributes,
    buyerIdentity: {
      countryCode: cart.countryCode,
      email: cart.email,
      phone: cart.phone,
      customerId: cart.customerId,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    totalQuantity: priced.lines.reduce((sum, line) => sum + line.record.quantity, 0),
    cost: {
      ...cost,
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmountEstimated: false,
      totalDutyAmountEstimated: false,
    },
    estimatedCost: cost,
    discountCodes: costs.discountCodes,
    discountAllocations: costs.orderAllocations.map((allocation) => discountAllocationShape(allocation, currency)),
    giftCardCodes: cart.giftCardCodes,
    selectedDeliveryOption: cart.selectedDeliveryOption,
    deliveryAddresses: cart.deliveryAddresses,
    totalCents: costs.totalCents,
    currencyCode: currency,
    cartToken: cart.token,
    lineShapes: priced.lines.map((line) => cartLineShape(line, cart.token, currency)),
  };
}

export type CartBuyerIdentityShape = CartShape['buyerIdentity'];

export type CustomerShape = ReturnType<typeof customerShape>;

export function customerShape(customer: CustomerRecord) {
  return {
    __typename: 'Customer',
    customerId: customer.id,
    defaultAddressId: customer.defaultAddressId,
    id: toGid('Customer', customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: fullName(customer) ?? customer.email,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    tags: customer.tags,
    avatarUrl: null,
    socialLoginProvider: null,
  };
}

export type MailingAddressShape = ReturnType<typeof mailingAddressShape>;

export function mailingAddressShape(fields: AddressFields, id: string) {
  return {
    __typename: 'MailingAddress',
    fields,
    id,
    firstName: fields.firstName,
    lastName: fields.lastName,
    name: fullName(fields),
    company: fields.company,
    address1: fields.address1,
    address2: fields.address2,
    city: fields.city,
    province: fields.province,
    provinceCode: null,
    zip: fields.zip,
    phone: fields.phone,
    country: fields.countryCode ? countryName(fields.countryCode) : null,
    countryCodeV2: fields.countryCode,
    countryCode: fields.countryCode,
    formattedArea: formatArea(fields),
    latitude: null,
    longitude: null,
  };
}

export function customerAddressShape(address: AddressRecord) {
  return mailingAddressShape(address, `${toGid('MailingAddress', address.id)}?model_name=CustomerAddress`);
}

export function orderGid(order: OrderRecord): string {
  return `${toGid('Order', order.id)}?key=${order.key}`;
}

export type OrderShape = ReturnType<typeof orderShape>;

export function orderShape(order: OrderRecord, baseUrl: string) {
  const currency = order.currencyCode;
  const goodsCents = order.subtotalCents - order.orderDiscountCents;
  return {
    __typename: 'Order',
    orderId: order.id,
    id: orderGid(order),
    name: `#${order.orderNumber}`,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt,
    canceledAt: order.canceledAt,
    cancelReason: null,
    email: order.email,
    phone: order.phone,
    customerLocale: order.locale,
    currencyCode: currency,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    edited: false,
    customAttributes: order.attributes,
    customerUrl: orderCustomerUrl(order),
    statusUrl: orderStatusUrl(baseUrl, order),
    subtotalPrice: money(goodsCents, currency),
    subtotalPriceV2: money(goodsCents, currency),
    currentSubtotalPrice: money(goodsCents, currency),
    totalPrice: money(order.totalCents, currency),
    totalPriceV2: money(order.totalCents, currency),
    currentTotalPrice: money(order.totalCents, currency),
    originalTotalPrice: money(order.totalCents, currency),
    totalShippingPrice: money(order.shippingCents, currency),
    totalShippingPriceV2: money(order.shippingCents, currency),
    currentTotalShippingPrice: money(order.shippingCents, currency),
    totalTax: money(order.taxCents, currency),
    totalTaxV2: money(order.taxCents, currency),
    currentTotalTax: money(order.taxCents, currency),
    totalRefunded: money(0, currency),
    totalRefundedV2: money(0, currency),
    currentTotalDuties: null,
    originalTotalDuties: null,
    billingAddress: null,
    shippingDiscountAllocations: [],
    shippingAddress: order.shippingAddress
      ? mailingAddressShape(order.shippingAddress, `${toGid('MailingAddress', order.id)}?model_name=Address`)
      : null,
  };
}

/**
 * A code as an order reports it: every code here took something off, spread across the lines; a
 * product (line) discount targets the lines it is entitled to, an order discount all of them.
 */
export function discountCodeApplicationShape(discount: DiscountCode, currency: string) {
  return {
    __typename: 'DiscountCodeApplication' as const,
    code: discount.code,
    applicable: true,
    allocationMethod: 'ACROSS' as const,
    targetSelection: discount.target === 'line' ? ('ENTITLED' as const) : ('ALL' as const),
    targetType: 'LINE_ITEM' as const,
    value:
      discount.valueType === 'percentage'
        ? {__typename: 'PricingPercentageValue' as const, percentage: discount.value}
        : {__typename: 'MoneyV2' as const, ...money(discount.value, currency)},
  };
}

export type OrderLineItemShape = ReturnType<typeof orderLineItemShape>;

export function orderLineItemShape(line: OrderLineRecord, currency: string, allocations: DiscountAllocation[] = []) {
  return {
    __typename: 'OrderLineItem',
    variantId: line.variantId,
    position: line.position,
    title: line.title,
    quantity: line.quantity,
    currentQuantity: line.quantity,
    customAttributes: [],
    originalTotalPrice: money(line.originalTotalCents, currency),
    discountedTotalPrice: money(line.discountedTotalCents, currency),
    discountAllocations: allocations.map((allocation) => ({
      allocatedAmount: money(allocation.cents, currency),
      discountApplication: discountCodeApplicationShape(allocation.discount, currency),
    })),
  };
}

// Localization

// The shop's tables hold ISO codes and Shopify's unit systems only, which the schema's enums list.
export function languageObject(ctx: EmulatorContext, code: string) {
  const row = languageRecord(ctx.db, code, localeOf(ctx));
  return {isoCode: row.iso_code as LanguageCode, endonymName: row.endonym_name, name: row.name};
}

function currencySymbol(code: string): string {
  const part = new Intl.NumberFormat('en', {style: 'currency', currency: code})
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? code;
}

export function countryObject(ctx: EmulatorContext, code: string) {
  const locale = localeOf(ctx);
  const row = countryRecord(ctx.db, code, locale);
  const languages = languageCodes(ctx.db).map((language) => languageObject(ctx, language));
  const currencyName = new Intl.DisplayNames([locale], {type: 'currency'}).of(row.currency_code) ?? row.currency_code;
  return {
    isoCode: row.iso_code as CountryCode,
    name: row.name,
    unitSystem: row.unit_system as UnitSystem,
    currency: {isoCode: row.currency_code as CurrencyCode, name: currencyName, symbol: currencySymbol(row.currency_code)},
    availableLanguages: languages,
    defaultLanguage: languageObject(ctx, shopSettings(ctx.db).primaryLanguage),
    market: {__typename: 'Market' as const, id: toGid('Market', 1), handle: 'be'},
  };
}
