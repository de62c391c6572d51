import {useTranslation} from '~/i18n/translate';
import type {ProductBadges} from '~/lib/shop/product-badges';

export function ProductBadgeList({badges}: {badges: ProductBadges}) {
  const {t} = useTranslation();
  const shown = [
    badges.comingSoon && {key: 'coming-soon', text: t('shop.comingSoon')},
    badges.onSale && {key: 'on-sale', text: t('shop.onSale')},
    badges.soldOut && {key: 'sold-out', text: t('shop.soldOut')},
  ].filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul className="product-badges">
      {shown.map((badge) => (
        <li key={badge.key} className={`product-badge product-badge--${badge.key}`}>
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
