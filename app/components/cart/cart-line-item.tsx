import {CartForm, Image, Money} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {useTranslation} from '~/i18n/translate';
import {ScreenLink} from '~/components/ui/screen-link';
import {shownOptions} from '~/lib/shop/variant-title';
import {PriceFormat} from '~/components/shop/price-format';
import {pressWhenIdle} from '~/components/ui/press-when-idle';
import {CartActionForm} from './cart-action-form';
import {CartQuantity} from './cart-quantity';

type Amount = Pick<MoneyV2, 'amount' | 'currencyCode'>;

export interface CartLineView {
  id: string;
  quantity: number;
  isOptimistic?: boolean;
  cost?: {amountPerQuantity?: Amount | null; totalAmount?: Amount | null} | null;
  merchandise: {
    id: string;
    title?: string | null;
    price?: Amount | null;
    image?: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
    selectedOptions?: Array<{name: string; value: string}> | null;
    product?: {handle: string; title: string} | null;
  };
}

export function CartLineItem({line}: {line: CartLineView}) {
  const {t} = useTranslation();
  const {merchandise} = line;
  const title = merchandise.product?.title ?? merchandise.title ?? '';
  const unit = line.cost?.amountPerQuantity ?? merchandise.price;
  const options = shownOptions(merchandise.selectedOptions);
  const pending = Boolean(line.isOptimistic);
  return (
    <PriceFormat>
      <li className="cart-line" aria-busy={pending || undefined}>
        <div className="cart-line__image">
          {merchandise.image ? (
            <Image
              data={merchandise.image}
              alt={merchandise.image.altText ?? ''}
              aspectRatio="1/1"
              width={96}
              sizes="96px"
              loading="lazy"
            />
          ) : null}
        </div>
        <div className="cart-line__body">
          <h3 className="cart-line__title">
            {merchandise.product ? (
              <ScreenLink screen="product" params={{handle: merchandise.product.handle}}>
                {title}
              </ScreenLink>
            ) : (
              title
            )}
          </h3>
          {options.length > 0 ? (
            <dl className="cart-line__options">
              {options.map((option) => (
                <div key={option.name}>
                  <dt>
                    {option.name}
                    {t('cart.labelSeparator')}
                  </dt>
                  <dd>{option.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {unit ? (
            <p className="cart-line__unit">
              {t('cart.unitPrice')}
              {t('cart.labelSeparator')}
              <Money data={unit as MoneyV2} as="span" />
            </p>
          ) : null}
        </div>
        <div className="cart-line__actions">
          <CartQuantity lineId={line.id} quantity={line.quantity} title={title} pending={pending} />
          <CartActionForm action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds: [line.id]}}>
            {(fetcher) => (
              <button
                type="submit"
                className="cart-line__remove"
                aria-label={t('cart.removeItem', {title})}
                {...pressWhenIdle(pending || fetcher.state !== 'idle')}
              >
                {t('cart.remove')}
              </button>
            )}
          </CartActionForm>
        </div>
        <p className="cart-line__total">
          <span className="visually-hidden">
            {t('cart.lineTotal')}
            {t('cart.labelSeparator')}
          </span>
          {line.cost?.totalAmount && !pending ? <Money data={line.cost.totalAmount as MoneyV2} as="span" /> : null}
        </p>
      </li>
    </PriceFormat>
  );
}
