import {Money} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import type {ReactNode} from 'react';
import {useTranslation} from '~/i18n/translate';
import {PriceFormat} from '~/components/shop/price-format';

type Amount = Pick<MoneyV2, 'amount' | 'currencyCode'>;

interface CartSummaryProps {
  subtotal: Amount | null | undefined;
  discount: {amount: string; currencyCode: string} | null;
  total: Amount | null | undefined;
  checkoutUrl: string;
  pending: boolean;
  discounts: ReactNode;
}

export function CartSummary({subtotal, discount, total, checkoutUrl, pending, discounts}: CartSummaryProps) {
  const {t} = useTranslation();
  return (
    <PriceFormat>
      <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={pending || undefined}>
        <h2 id="cart-summary-title">{t('cart.summary')}</h2>
        <dl className="cart-summary__amounts">
          <div>
            <dt>{t('cart.subtotal')}</dt>
            <dd>{subtotal ? <Money data={subtotal as MoneyV2} as="span" /> : '—'}</dd>
          </div>
          {discount ? (
            <div>
              <dt>{t('cart.discountTotal')}</dt>
              <dd>
                <Money data={discount as unknown as MoneyV2} as="span" />
              </dd>
            </div>
          ) : null}
          <div className="cart-summary__total">
            <dt>{t('cart.total')}</dt>
            <dd>{total ? <Money data={total as MoneyV2} as="span" /> : '—'}</dd>
          </div>
        </dl>
        {discounts}
        <p className="cart-summary__note">{t('cart.taxesIncluded')}</p>
        {/* Checkout is another site (Shopify's): a plain link, never a client-side navigation. */}
        <a className="button cart-summary__checkout" href={checkoutUrl}>
          {t('cart.checkout')}
        </a>
      </section>
    </PriceFormat>
  );
}
