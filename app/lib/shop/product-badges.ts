import {releaseStatus} from '~/lib/media/release';

interface MoneyAmount {
  amount: string;
}

export function isOnSale(price: MoneyAmount | null | undefined, compareAt: MoneyAmount | null | undefined) {
  if (!price || !compareAt) return false;
  return Number(compareAt.amount) > Number(price.amount);
}

export interface ProductBadges {
  onSale: boolean;
  soldOut: boolean;
  comingSoon: boolean;
}

interface BadgeSource {
  availableForSale: boolean;
  cardVariant?: {price: MoneyAmount; compareAtPrice?: MoneyAmount | null} | null;
  releaseDate?: {value: string} | null;
}

export function productBadges(product: BadgeSource, now: Date): ProductBadges {
  return {
    onSale: isOnSale(product.cardVariant?.price, product.cardVariant?.compareAtPrice),
    soldOut: !product.availableForSale,
    comingSoon: releaseStatus(product.releaseDate?.value, now) === 'coming-soon',
  };
}

export function withBadges<Product extends BadgeSource>(products: Product[], now: Date) {
  return products.map((product) => ({...product, badges: productBadges(product, now)}));
}
