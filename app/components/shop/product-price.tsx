import {Money} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {useTranslation} from '~/i18n/translate';
import {isOnSale} from '~/lib/shop/product-badges';
import {PriceFormat} from './price-format';

type Amount = Pick<MoneyV2, 'amount' | 'currencyCode'>;

interface ProductPriceProps {
  price: Amount;
  compareAtPrice?: Amount | null;
  from?: boolean;
}

export function ProductPrice({price, compareAtPrice, from = false}: ProductPriceProps) {
  const {t} = useTranslation();
  const sale = isOnSale(price, compareAtPrice);
  return (
    <PriceFormat>
      <p className="product-price">
        {sale ? <span className="visually-hidden">{t('shop.salePrice')}</span> : null}
        {from ? <span className="product-price__from">{t('shop.priceFrom')} </span> : null}
        <Money data={price as MoneyV2} as="span" className="product-price__amount" />
        {sale && compareAtPrice ? (
          <>
            <span className="visually-hidden">{t('shop.regularPrice')}</span>
            <s className="product-price__compare-at">
              <Money data={compareAtPrice as MoneyV2} as="span" />
            </s>
          </>
        ) : null}
      </p>
    </PriceFormat>
  );
}
