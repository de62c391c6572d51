import {CART_NOTICES, type CartNotice} from '~/lib/cart/cart-notice';
import {useCartNoticeText} from './cart-action-form';

// A refused code is shown at its field instead.
export function CartPageNotice({notice}: {notice: CartNotice | null}) {
  const text = useCartNoticeText(notice && notice !== 'codeInvalid' ? notice : null);
  if (!text || !notice) return null;
  const isError = CART_NOTICES[notice] === 'error';
  return (
    <p className={`cart-notice cart-notice--${isError ? 'error' : 'success'}`} role={isError ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
