import {useTranslation} from '~/i18n/translate';
import {AddToCartButton} from '~/components/cart/add-to-cart-button';
import {addToCartState} from '~/lib/shop/add-to-cart-state';

interface PurchaseVariant {
  id: string;
  availableForSale: boolean;
}

export function ProductPurchase<Variant extends PurchaseVariant>({variant}: {variant: Variant | null | undefined}) {
  const {t} = useTranslation();
  const {lines, block} = addToCartState(variant);
  return (
    <div className="product-purchase">
      <AddToCartButton lines={lines} disabled={block !== null}>
        {block === 'soldOut'
          ? t('product.soldOut')
          : block === 'unavailable'
            ? t('product.unavailable')
            : t('product.addToCart')}
      </AddToCartButton>
    </div>
  );
}
