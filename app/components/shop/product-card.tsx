import {Image} from '@shopify/hydrogen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {ProductBadges} from '~/lib/shop/product-badges';
import {ScreenLink} from '~/components/ui/screen-link';
import {ProductBadgeList} from './product-badge-list';
import {ProductPrice} from './product-price';

export type ProductCardView = ProductCardFragment & {badges: ProductBadges};

interface ProductCardProps {
  product: ProductCardView;
  loading?: 'eager' | 'lazy';
  headingLevel?: 2 | 3;
}

export function ProductCard({product, loading = 'lazy', headingLevel = 3}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const {priceRange, cardVariant} = product;
  const from = priceRange.minVariantPrice.amount !== priceRange.maxVariantPrice.amount;
  return (
    <article className="product-card">
      {product.featuredImage ? (
        <Image
          data={product.featuredImage}
          aspectRatio="1/1"
          sizes="(min-width: 64em) 20vw, (min-width: 40em) 30vw, 50vw"
          loading={loading}
          className="product-card__image"
          alt={product.featuredImage.altText ?? ''}
        />
      ) : null}
      <Heading className="product-card__title">
        <ScreenLink screen="product" params={{handle: product.handle}} className="product-card__link">
          {product.title}
        </ScreenLink>
      </Heading>
      <ProductPrice
        price={from ? priceRange.minVariantPrice : (cardVariant?.price ?? priceRange.minVariantPrice)}
        compareAtPrice={from ? null : cardVariant?.compareAtPrice}
        from={from}
      />
      <ProductBadgeList badges={product.badges} />
    </article>
  );
}
