import {CartForm} from '@shopify/hydrogen';
import {useEffect, useId, useRef} from 'react';
import {useTranslation} from '~/i18n/translate';
import {pressWhenIdle} from '~/components/ui/press-when-idle';
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
  const input = useRef<HTMLInputElement>(null);
  // The field shows the cart's quantity after each change, and keeps its focus while it does.
  useEffect(() => {
    if (input.current) input.current.value = String(quantity);
  }, [quantity]);
  return (
    <div className="cart-quantity">
      <CartActionForm action={CartForm.ACTIONS.LinesUpdate} inputs={step(Math.max(1, quantity - 1))}>
        {(fetcher) => (
          <button
            type="submit"
            className="cart-quantity__step"
            aria-label={t('cart.decrease', {title})}
            {...pressWhenIdle(pending || quantity <= 1 || fetcher.state !== 'idle')}
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
              ref={input}
              className="cart-quantity__input"
              type="number"
              name="quantity"
              inputMode="numeric"
              min={0}
              max={MAX}
              defaultValue={quantity}
              disabled={pending}
            />
            <button
              type="submit"
              className="cart-quantity__update"
              {...pressWhenIdle(pending || fetcher.state !== 'idle')}
            >
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
            {...pressWhenIdle(pending || quantity >= MAX || fetcher.state !== 'idle')}
          >
            +
          </button>
        )}
      </CartActionForm>
    </div>
  );
}

