import type {ReactNode} from 'react';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {screenPath} from '~/i18n/links';
import {useLocale} from '~/i18n/use-screen';

interface AddToCartButtonProps {
  lines: OptimisticCartLineInput[];
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Posts the lines to the cart screen's action in the page's language: a plain
 * form post without JavaScript, a fetcher with it.
 */
export function AddToCartButton({lines, disabled, children}: AddToCartButtonProps) {
  const locale = useLocale();
  return (
    <CartForm route={screenPath('cart', locale)} inputs={{lines}} action={CartForm.ACTIONS.LinesAdd}>
      {(fetcher) => (
        <button type="submit" className="button" disabled={disabled || fetcher.state !== 'idle'}>
          {children}
        </button>
      )}
    </CartForm>
  );
}
