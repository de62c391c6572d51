import type {ReactNode} from 'react';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {CartActionForm} from './cart-action-form';

interface AddToCartButtonProps {
  lines: OptimisticCartLineInput[];
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Adds the lines to the cart: a plain form post without JavaScript (back to this page), a
 * fetcher with it, which updates the header count at once (pass `selectedVariant` in the lines
 * for the cart page's optimistic lines) and confirms with a toast.
 */
export function AddToCartButton({lines, disabled, children}: AddToCartButtonProps) {
  return (
    <CartActionForm inputs={{lines}} action={CartForm.ACTIONS.LinesAdd}>
      {(fetcher) => (
        <button type="submit" className="button" disabled={disabled || fetcher.state !== 'idle'}>
          {children}
        </button>
      )}
    </CartActionForm>
  );
}
