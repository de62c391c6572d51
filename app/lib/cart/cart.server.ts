import {data, redirect} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {readForm} from '~/lib/forms/read-form.server';
import {safeRedirect} from '~/lib/http/safe-redirect';
import {currentCart, rememberCartLanguage, type CurrentCart} from './cart-language.server';
import {parseCartForm, readCartFormInput} from './cart-form-input.server';
import {CART_NOTICES, CART_NOTICE_KEY, SCRIPTED_FIELD, isCartNotice, type CartNotice} from './cart-notice';
import {runCartOperation, unapplicableCode, type CartOperation} from './cart-rules.server';
import {discountTotal} from './discount-total';
import {hydrogenCartPort, hydrogenCartReader} from './hydrogen-cart-port.server';

interface CartContext {
  cart: Parameters<typeof hydrogenCartPort>[0];
  session: {get(key: string): unknown; set(key: string, value: string): void; unset(key: string): void};
  locale: Locale;
}

// The root's and the cart page's loaders run side by side: the cart is read once per request.
const perRequest = new WeakMap<object, Promise<CurrentCart<CartApiQueryFragment>>>();

function readCurrentCart(context: CartContext, request: Request): Promise<CurrentCart<CartApiQueryFragment>> {
  let pending = perRequest.get(context.cart);
  if (!pending) {
    pending = currentCart({
      port: hydrogenCartPort(context.cart, request),
      reader: hydrogenCartReader(context.cart),
      session: context.session,
      language: LOCALE_INFO[context.locale].language,
    });
    perRequest.set(context.cart, pending);
  }
  return pending;
}

export interface HeaderCart {
  totalQuantity: number;
  lines: {nodes: Array<{id: string; quantity: number}>};
}

export async function loadHeaderCart(
  context: CartContext,
  request: Request,
): Promise<{cart: HeaderCart | null; headers: Headers}> {
  const current = await readCurrentCart(context, request);
  if (current.state !== 'found') return {cart: null, headers: current.headers};
  const {cart} = current;
  return {
    cart: {
      totalQuantity: cart.totalQuantity ?? 0,
      lines: {nodes: cart.lines.nodes.map((line) => ({id: line.id, quantity: line.quantity}))},
    },
    headers: current.headers,
  };
}

export async function loadCartPage(context: CartContext, request: Request) {
  const current = await readCurrentCart(context, request);
  const stored: unknown = context.session.get(CART_NOTICE_KEY);
  if (stored !== undefined) context.session.unset(CART_NOTICE_KEY);
  const cart = current.state === 'found' ? current.cart : null;
  return {
    cart,
    discount: cart ? discountTotal(cart) : null,
    unavailable: current.state === 'unavailable',
    notice: isCartNotice(stored) ? stored : null,
  };
}

function noticeFor(operation: CartOperation | null, ok: boolean, codeRefused: boolean): CartNotice | null {
  if (!operation) return 'updateFailed';
  if (!ok) return operation.action === 'LinesAdd' ? 'addFailed' : 'updateFailed';
  if (operation.action === 'LinesAdd') return 'added';
  if (operation.action === 'DiscountCodesUpdate') {
    if (codeRefused) return 'codeInvalid';
    return 'codeApplied';
  }
  return null;
}

// The Referer is input: only a page of this site is a place to go back to (no open redirect).
function returnPath(request: Request, cartPath: string): string {
  return safeRedirect(request.headers.get('Referer'), new URL(request.url).origin, cartPath);
}

export async function performCartAction(context: CartContext, request: Request) {
  const formData = await readForm(request);
  const scripted = formData.get(SCRIPTED_FIELD) === '1';
  const parsed = parseCartForm(readCartFormInput(formData));

  const headers = new Headers();
  let ok = false;
  let status = 400;
  let codeRefused = false;
  if (parsed) {
    const outcome = await runCartOperation(hydrogenCartPort(context.cart, request), parsed.operation);
    outcome.headers.forEach((value, name) => headers.append(name, value));
    ok = outcome.ok;
    // An unreachable shop is the cart's own notice, the cart kept: never a 5xx (decision 010).
    status = outcome.ok || outcome.reason === 'unavailable' ? 200 : 422;
    if (outcome.ok) {
      // Every mutation runs under the page's @inContext, so the cart now has this page's language.
      rememberCartLanguage(context.session, LOCALE_INFO[context.locale].language);
      codeRefused = parsed.enteredCode ? unapplicableCode(outcome.cart, parsed.enteredCode) !== null : false;
    }
  }
  let notice = noticeFor(parsed?.operation ?? null, ok, codeRefused);
  if (notice === 'codeApplied' && parsed?.operation.action === 'DiscountCodesUpdate' && !parsed.enteredCode) {
    notice = 'codeRemoved';
  }

  if (!scripted) {
    const cartPath = screenPath('cart', context.locale);
    const failed = notice !== null && CART_NOTICES[notice] === 'error';
    const location = failed ? cartPath : returnPath(request, cartPath);
    if (notice && location === cartPath) context.session.set(CART_NOTICE_KEY, notice);
    return redirect(location, {status: 303, headers});
  }
  return data({ok, notice, noticeId: crypto.randomUUID()}, {status, headers});
}
