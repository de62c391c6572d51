import {CartForm} from '@shopify/hydrogen';
import {useId} from 'react';
import {useTranslation} from '~/i18n/translate';
import {CartActionForm} from './cart-action-form';

interface CartQuantityProps {
  lineId: string;
  quantity: number;
  title: string;
  // A line still being added (optimistic) cannot be changed yet.
  pending: boolean;
}

const MAX = 999;

// Three small forms, so each works without JavaScript and updates the page optimistically with it.
export function CartQuantity({lineId, quantity, title, pending}: CartQuantityProps) {
  const {t} = useTranslation();
  const inputId = useId();
  const step = (to: number) => ({lines: [{id: lineId, quantity: to}]});
  return (
    <div className="cart-quantity">
      <CartActionForm action={CartForm.ACTIONS.LinesUpdate} inputs={step(Math.max(0, quantity - 1))}>
        {(fetcher) => (
          <button
            type="submit"
            className="cart-quantity__step"
            aria-label={t('cart.decrease', {title})}
            disabled={pending || quantity <= 1 || fetcher.state !== 'idle'}
          >
            −
          </button>
        )}
      </CartActionForm>
      <CartActionForm action={CartForm.ACTIONS.LinesUpdate} inputs={step(quantity)}>
        {(fetcher) => (
          <>
            <label htmlFor={inputId} className="visually-hidden">
              {t('cart.quantityOf', {title})}
            </label>
            <input
              id={inputId}
              key={quantity}
              className="cart-quantity__input"
              type="number"
              name="quantity"
              inputMode="numeric"
              min={0}
              max={MAX}
              defaultValue={quantity}
              disabled={pending}
            />
            <button type="submit" className="cart-quantity__update" disabled={pending || fetcher.state !== 'idle'}>
              {t('cart.update')}
            </button>
          </>
        )}
      </CartActionForm>
      <CartActionForm action={CartForm.ACTIONS.LinesUpdate} inputs={step(Math.min(MAX, quantity + 1))}>
        {(fetcher) => (
          <button
            type="submit"
            className="cart-quantity__step"
            aria-label={t('cart.increase', {title})}
            disabled={pending || quantity >= MAX || fetcher.state !== 'idle'}
          >
            +
          </button>
        )}
      </CartActionForm>
    </div>
  );
}

