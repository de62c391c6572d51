import {useFetchers} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {ScreenLink} from '~/components/ui/screen-link';
import {optimisticCount, type CountedCart} from '~/lib/cart/optimistic-count';
import {readPendingCartForm} from '~/lib/cart/pending-cart-form';

export type HeaderCart = CountedCart | null;

export function CartLink({cart}: {cart: HeaderCart}) {
  const {t} = useTranslation();
  const fetchers = useFetchers();
  const pending = fetchers.flatMap(({formData}) => (formData ? [readPendingCartForm(formData)] : []));
  const count = optimisticCount(cart, pending);
  return (
    <ScreenLink screen="cart" className="cart-link" aria-label={t('layout.cartCount', {count})}>
      <span aria-hidden="true">{t('layout.cart')}</span>{' '}
      <span className="cart-link__count" aria-hidden="true">
        {count}
      </span>
    </ScreenLink>
  );
}
