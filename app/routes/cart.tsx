import {useOptimisticCart} from '@shopify/hydrogen';
import {data, redirect, useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/cart';
import {CartDiscounts} from '~/components/cart/cart-discounts';
import {CartLineItem, type CartLineView} from '~/components/cart/cart-line-item';
import {CartSummary} from '~/components/cart/cart-summary';
import {useCartNoticeText} from '~/components/cart/cart-action-form';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {EmptyState} from '~/components/ui/empty-state';
import {ScreenLink} from '~/components/ui/screen-link';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO} from '~/i18n/locales';
import {rememberCartLanguage} from '~/lib/cart/cart-language.server';
import {parseCartForm, readCartFormInput} from '~/lib/cart/cart-form-input.server';
import {CART_NOTICES, CART_NOTICE_KEY, SCRIPTED_FIELD, isCartNotice, type CartNotice} from '~/lib/cart/cart-notice';
import {cartReturnPath} from '~/lib/cart/cart-redirect.server';
import {discountTotal} from '~/lib/cart/discount-total';
import {runCartOperation, unapplicableCode, type CartOperation} from '~/lib/cart/cart-rules.server';
import {loadCurrentCart} from '~/lib/cart/current-cart.server';
import {hydrogenCartPort} from '~/lib/cart/hydrogen-cart-port.server';
import {screenMeta} from '~/lib/seo/screen-meta';
import {readForm} from '~/lib/forms/read-form.server';
import cartStyles from '~/styles/cart.css?url';

const screen = screenMeta();
export const meta: Route.MetaFunction = (args) => [
  ...(screen(args as Parameters<typeof screen>[0]) ?? []),
  {name: 'robots', content: 'noindex'},
];

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: cartStyles}];

export async function loader({context, request}: Route.LoaderArgs) {
  const current = await loadCurrentCart(context, request);
  // The notice of a form posted without JavaScript, shown once.
  const stored: unknown = context.session.get(CART_NOTICE_KEY);
  if (stored !== undefined) context.session.unset(CART_NOTICE_KEY);
  return {
    cart: current.state === 'found' ? current.cart : null,
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

export async function action({request, context}: Route.ActionArgs) {
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
      // Every mutation runs under the page's @inContext: the cart now has this page's language.
      rememberCartLanguage(context.session, LOCALE_INFO[context.locale].language);
      codeRefused = parsed.enteredCode ? unapplicableCode(outcome.cart, parsed.enteredCode) !== null : false;
    }
  }
  let notice = noticeFor(parsed?.operation ?? null, ok, codeRefused);
  if (notice === 'codeApplied' && parsed?.operation.action === 'DiscountCodesUpdate' && !parsed.enteredCode) {
    notice = 'codeRemoved';
  }

  if (!scripted) {
    // A plain form post: back to the page it came from, or to the cart page to read what went wrong.
    const cartPath = screenPath('cart', context.locale);
    const failed = notice !== null && CART_NOTICES[notice] === 'error';
    const location = failed ? cartPath : cartReturnPath(request, cartPath);
    if (notice && location === cartPath) context.session.set(CART_NOTICE_KEY, notice);
    return redirect(location, {status: 303, headers});
  }
  return data(
    {ok, notice, noticeId: crypto.randomUUID()},
    {status, headers},
  );
}

export default function CartScreen() {
  const {t} = useTranslation();
  const {cart: stored, unavailable, notice} = useLoaderData<typeof loader>();
  const cart = useOptimisticCart(stored);
  const lines = (cart?.lines?.nodes ?? []) as CartLineView[];
  const noticeText = useCartNoticeText(notice && notice !== 'codeInvalid' ? notice : null);
  const noticeIsError = notice ? CART_NOTICES[notice] === 'error' : false;

  return (
    <>
      <ScreenHeading screen="cart" />
      <div className="cart-page">
        {noticeText ? (
          <p className={`cart-notice cart-notice--${noticeIsError ? 'error' : 'success'}`} role={noticeIsError ? 'alert' : 'status'}>
            {noticeText}
          </p>
        ) : null}
        {unavailable ? (
          <p className="cart-notice cart-notice--error" role="alert">
            {t('cart.unavailable')}
          </p>
        ) : lines.length === 0 ? (
          <div className="cart-empty">
            <EmptyState>{t('cart.empty')}</EmptyState>
            <ScreenLink screen="shop" className="button">
              {t('cart.continueShopping')}
            </ScreenLink>
          </div>
        ) : (
          <div className="cart-layout">
            <section className="cart-lines" aria-labelledby="cart-lines-title">
              <h2 id="cart-lines-title" className="visually-hidden">
                {t('cart.lines')}
              </h2>
              <ul className="cart-lines__list">
                {lines.map((line) => (
                  <CartLineItem key={line.id} line={line} />
                ))}
              </ul>
              <p className="cart-lines__more">
                <ScreenLink screen="shop">{t('cart.continueShopping')}</ScreenLink>
              </p>
            </section>
            {stored ? (
              <CartSummary
                subtotal={stored.cost?.subtotalAmount}
                discount={discountTotal(stored)}
                total={stored.cost?.totalAmount}
                checkoutUrl={stored.checkoutUrl}
                pending={Boolean(cart?.isOptimistic)}
                discounts={<CartDiscounts codes={stored.discountCodes ?? []} pageNotice={notice} />}
              />
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
