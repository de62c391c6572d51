import type {ReactNode} from 'react';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {pressWhenIdle} from '~/components/ui/press-when-idle';
import {CartActionForm} from './cart-action-form';

interface AddToCartButtonProps {
  lines: OptimisticCartLineInput[];
  disabled?: boolean;
  children: ReactNode;
}

// Pass `selectedVariant` in the lines: the cart page's optimistic lines need it.
export function AddToCartButton({lines, disabled, children}: AddToCartButtonProps) {
  return (
    <CartActionForm inputs={{lines}} action={CartForm.ACTIONS.LinesAdd}>
      {(fetcher) => (
        <button type="submit" className="button" disabled={disabled} {...pressWhenIdle(fetcher.state !== 'idle')}>
          {children}
        </button>
      )}
    </CartActionForm>
  );
}
