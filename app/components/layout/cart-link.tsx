import {Suspense} from 'react';
import {Await} from 'react-router';
import {useTranslation} from 'react-i18next';
import {ScreenLink} from '~/components/ui/screen-link';
import type {CartPromise} from './header';

export function CartLink({cart}: {cart: CartPromise}) {
  return (
    <Suspense fallback={<CartBadge count={0} />}>
      <Await resolve={cart} errorElement={<CartBadge count={0} />}>
        {(resolved) => <CartBadge count={resolved?.totalQuantity ?? 0} />}
      </Await>
    </Suspense>
  );
}

function CartBadge({count}: {count: number}) {
  const {t} = useTranslation();
  return (
    <ScreenLink screen="cart" className="cart-link">
      <span aria-hidden="true">{t('layout.cart')}</span>
      <span className="cart-link__count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('layout.cartCount', {count})}</span>
    </ScreenLink>
  );
}
