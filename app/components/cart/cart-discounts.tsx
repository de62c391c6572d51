import {CartForm} from '@shopify/hydrogen';
import {useId} from 'react';
import {useTranslation} from '~/i18n/translate';
import type {CartNotice} from '~/lib/cart/cart-notice';
import {pressWhenIdle} from '~/components/ui/press-when-idle';
import {CartActionForm, useCartNoticeText} from './cart-action-form';

interface DiscountCode {
  code: string;
  applicable: boolean;
}

interface CartDiscountsProps {
  codes: DiscountCode[];
  pageNotice: CartNotice | null;
}

export function CartDiscounts({codes, pageNotice}: CartDiscountsProps) {
  const {t} = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const kept = codes.map((code) => code.code);
  return (
    <div className="cart-discounts">
      {codes.length > 0 ? (
        <>
          <h3 className="cart-discounts__title">{t('cart.discount.applied')}</h3>
          <ul className="cart-discounts__list">
            {codes.map((code) => (
              <li key={code.code}>
                <span className="cart-discounts__code">{code.code}</span>
                {code.applicable ? null : <span className="cart-discounts__invalid"> ({t('cart.discount.notApplicable')})</span>}
                <CartActionForm
                  action={CartForm.ACTIONS.DiscountCodesUpdate}
                  inputs={{discountCodes: kept.filter((other) => other !== code.code)}}
                >
                  {(fetcher) => (
                    <button
                      type="submit"
                      className="cart-discounts__remove"
                      aria-label={t('cart.discount.remove', {code: code.code})}
                      {...pressWhenIdle(fetcher.state !== 'idle')}
                    >
                      {t('cart.remove')}
                    </button>
                  )}
                </CartActionForm>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <CartActionForm
        action={CartForm.ACTIONS.DiscountCodesUpdate}
        inputs={{discountCodes: kept}}
        inlineNotices={['codeInvalid']}
      >
        {(fetcher) => (
          <DiscountField
            inputId={inputId}
            messageId={messageId}
            busy={fetcher.state !== 'idle'}
            notice={fetcher.data?.notice ?? (fetcher.state === 'idle' && !fetcher.data ? pageNotice : null)}
          />
        )}
      </CartActionForm>
    </div>
  );
}

function DiscountField({
  inputId,
  messageId,
  busy,
  notice,
}: {
  inputId: string;
  messageId: string;
  busy: boolean;
  notice: CartNotice | null;
}) {
  const {t} = useTranslation();
  const invalid = notice === 'codeInvalid';
  const message = useCartNoticeText(invalid ? notice : null);
  return (
    <div className={`form-field cart-discounts__field${invalid ? ' form-field--invalid' : ''}`}>
      <label htmlFor={inputId}>{t('cart.discount.label')}</label>
      <div className="cart-discounts__row">
        <input
          id={inputId}
          type="text"
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
        />
        <button type="submit" className="button" {...pressWhenIdle(busy)}>
          {t('cart.discount.apply')}
        </button>
      </div>
      <p id={messageId} className="form-field__error" role="alert">
        {message}
      </p>
    </div>
  );
}
