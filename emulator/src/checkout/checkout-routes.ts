// The emulator's checkout: GET/POST /checkouts/cn/<cart token>?key=…&locale=…, the thank-you page
// /checkouts/thank-you/<order id>?key=… and the order status page /orders/<order id>?key=….
import {addressOf} from '../commerce/address-store.js';
import {shopUrl} from '../commerce/commerce-config.js';
import {orderStatusUrl, thankYouUrl} from '../commerce/commerce-urls.js';
import {findCart, type CartRecord} from '../commerce/cart-store.js';
import {customerById} from '../commerce/customer-store.js';
import {usableGiftCards} from '../commerce/gift-cards.js';
import {linesOfOrder, orderByCartToken, orderByIdAndKey} from '../commerce/order-store.js';
import {placeOrder} from '../commerce/place-order.js';
import {priceCart} from '../commerce/priced-cart.js';
import {BodyTooLargeError, readBodyLimited} from '../http/body.js';
import type {RouteContext, RouteHandler} from '../http/route-handler.js';
import {productTitle} from '../catalogue/catalogue-store.js';
import type {Locale} from '../catalogue/catalogue-scope.js';
import {countryCodes} from '../catalogue/market.js';
import {parseCheckoutForm, type FieldProblem, type FormValues} from './checkout-form.js';
import {checkoutPage, messagePage} from './checkout-page.js';
import {htmlResponse} from './html.js';
import {checkoutLocale, CHECKOUT_MESSAGES} from './messages.js';
import {orderPage} from './order-page.js';

function shopHome(locale: Locale): string {
  return locale === 'en' ? shopUrl() : `${shopUrl()}/${locale}`;
}

/** The address the storefront selected on the cart comes first, then the customer's default address. */
function prefill(ctx: RouteContext, cart: CartRecord): FormValues {
  const customer = cart.customerId === null ? null : customerById(ctx.db, cart.customerId);
  const address =
    cart.deliveryAddresses.find((candidate) => candidate.selected)?.fields ??
    (customer?.defaultAddressId != null ? addressOf(ctx.db, customer.id, customer.defaultAddressId) : null);
  return {
    email: cart.email ?? customer?.email ?? '',
    phone: cart.phone ?? address?.phone ?? customer?.phone ?? '',
    firstName: address?.firstName ?? customer?.firstName ?? '',
    lastName: address?.lastName ?? customer?.lastName ?? '',
    company: address?.company ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    country: address?.countryCode ?? cart.countryCode,
  };
}

function renderCheckout(
  ctx: RouteContext,
  url: URL,
  locale: Locale,
  cart: CartRecord,
  values: FormValues,
  problems: Record<string, FieldProblem>,
  alert: string[] | null,
  status: number,
): Response {
  const priced = priceCart(ctx.db, cart, locale);
  if (priced.lines.length === 0) {
    const m = CHECKOUT_MESSAGES[locale];
    return htmlResponse(messagePage(locale, m.title, m.emptyCart, [{href: shopHome(locale), label: m.backToShop}]));
  }
  const productTitles = new Map(
    priced.lines.map((line) => [line.variant.productId, productTitle(ctx.db, line.variant.productId, locale) ?? '']),
  );
  return htmlResponse(
    checkoutPage({
      url,
      locale,
      priced,
      productTitles,
      countries: countryCodes(ctx.db),
      values,
      problems,
      alert,
      giftCards: usableGiftCards(ctx.db, priced.cart.giftCardCodes, ctx.now()),
    }),
    status,
  );
}

async function readForm(request: Request): Promise<FormValues | null> {
  try {
    return Object.fromEntries(new URLSearchParams(await readBodyLimited(request)));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
}

async function checkout(request: Request, url: URL, token: string, ctx: RouteContext): Promise<Response> {
  const cart = findCart(ctx.db, {token, key: url.searchParams.get('key') ?? ''});
  const locale = checkoutLocale(url.searchParams.get('locale'), cart?.language ?? null);
  const m = CHECKOUT_MESSAGES[locale];
  const home = {href: shopHome(locale), label: m.backToShop};
  if (!cart) return htmlResponse(messagePage(locale, m.title, m.notFound, [home]), 404);
  if (cart.completedAt) {
    const order = orderByCartToken(ctx.db, cart.token);
    const links = order ? [{href: orderStatusUrl(ctx.baseUrl, order), label: m.viewOrder}, home] : [home];
    return htmlResponse(messagePage(locale, m.title, m.alreadyPlaced, links), 410);
  }
  if (request.method === 'GET' || request.method === 'HEAD') {
    return renderCheckout(ctx, url, locale, cart, prefill(ctx, cart), {}, null, 200);
  }
  if (request.method !== 'POST') return new Response(null, {status: 405, headers: {allow: 'GET, POST'}});

  const values = await readForm(request);
  if (!values) return new Response('Request body is larger than 1 MB', {status: 413});
  const parsed = parseCheckoutForm(values, countryCodes(ctx.db));
  if (!parsed.ok) return renderCheckout(ctx, url, locale, cart, values, parsed.problems, null, 422);

  const result = placeOrder(
    ctx.db,
    cart,
    {email: parsed.form.email, phone: parsed.form.phone, shippingAddress: parsed.form.address, locale},
    ctx.now(),
    (order) => orderStatusUrl(ctx.baseUrl, order),
  );
  if (!result.ok && result.reason === 'stock') {
    const alert = result.shortages.map((shortage) => m.onlyLeft(shortage.title, shortage.available));
    return renderCheckout(ctx, url, locale, cart, values, {}, alert, 409);
  }
  if (!result.ok) return renderCheckout(ctx, url, locale, cart, values, {}, null, 200);
  return new Response(null, {status: 303, headers: {location: thankYouUrl(ctx.baseUrl, result.order, locale)}});
}

function orderView(url: URL, orderId: number, ctx: RouteContext, thankYou: boolean): Response {
  const order = orderByIdAndKey(ctx.db, orderId, url.searchParams.get('key') ?? '');
  const locale = checkoutLocale(url.searchParams.get('locale'), order?.locale ?? null);
  if (!order) {
    const m = CHECKOUT_MESSAGES[locale];
    return htmlResponse(messagePage(locale, m.orderStatus, m.notFound, [{href: shopHome(locale), label: m.backToShop}]), 404);
  }
  return htmlResponse(
    orderPage({
      url,
      locale,
      order,
      lines: linesOfOrder(ctx.db, order.id),
      thankYou,
      shopUrl: shopUrl(),
      statusUrl: orderStatusUrl(ctx.baseUrl, order),
    }),
  );
}

export const checkoutRoutes: RouteHandler = (request, ctx) => {
  const url = new URL(request.url);
  const checkoutMatch = /^\/checkouts\/cn\/([A-Za-z0-9]+)\/?$/.exec(url.pathname);
  if (checkoutMatch) return checkout(request, url, checkoutMatch[1], ctx);
  const thankYouMatch = /^\/checkouts\/thank-you\/(\d+)\/?$/.exec(url.pathname);
  if (thankYouMatch && request.method === 'GET') return orderView(url, Number(thankYouMatch[1]), ctx, true);
  const statusMatch = /^\/orders\/(\d+)\/?$/.exec(url.pathname);
  if (statusMatch && request.method === 'GET') return orderView(url, Number(statusMatch[1]), ctx, false);
  return null;
};
