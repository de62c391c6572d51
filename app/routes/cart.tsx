import {useOptimisticCart} from '@shopify/hydrogen';
import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/cart';
import {CartDiscounts} from '~/components/cart/cart-discounts';
import {CartLineItem, type CartLineView} from '~/components/cart/cart-line-item';
import {PriceFormat} from '~/components/shop/price-format';
import {CartSummary} from '~/components/cart/cart-summary';
import {CartPageNotice} from '~/components/cart/cart-page-notice';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {EmptyState} from '~/components/ui/empty-state';
import {ScreenLink} from '~/components/ui/screen-link';
import {loadCartPage, performCartAction} from '~/lib/cart/cart.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import cartStyles from '~/styles/cart.css?url';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: cartStyles}];

export async function loader({context, request, params}: Route.LoaderArgs) {
  return {
    ...(await loadCartPage(context, request)),
    seo: [...screenSeo({context, request, params}, 'cart'), {name: 'robots', content: 'noindex'}],
  };
}

export function action({context, request}: Route.ActionArgs) {
  return performCartAction(context, request);
}

export default function CartScreen() {
  const {t} = useTranslation();
  const {cart: stored, discount, unavailable, notice} = useLoaderData<typeof loader>();
  const cart = useOptimisticCart(stored);
  const lines = (cart?.lines?.nodes ?? []) as CartLineView[];

  return (
    <>
      <ScreenHeading screen="cart" />
      <div className="cart-page">
        <CartPageNotice notice={notice} />
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
              <PriceFormat>
                <ul className="cart-lines__list">
                  {lines.map((line) => (
                    <CartLineItem key={line.id} line={line} />
                  ))}
                </ul>
              </PriceFormat>
              <p className="cart-lines__more">
                <ScreenLink screen="shop">{t('cart.continueShopping')}</ScreenLink>
              </p>
            </section>
            {stored ? (
              <CartSummary
                subtotal={stored.cost?.subtotalAmount}
                discount={discount}
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
