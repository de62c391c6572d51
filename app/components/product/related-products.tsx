import {Suspense} from 'react';
import {Await} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {PriceFormat} from '~/components/shop/price-format';
import {ProductCard, type ProductCardView} from '~/components/shop/product-card';

export interface RelatedProductsView {
  matching: ProductCardView[];
  recommendations: ProductCardView[];
}

function ProductRow({id, title, products}: {id: string; title: string; products: ProductCardView[]}) {
  if (products.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <PriceFormat>
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </PriceFormat>
    </section>
  );
}

// Streamed after the page: they never hold up the product, and a failure shows nothing.
export function RelatedProducts({related}: {related: Promise<RelatedProductsView>}) {
  const {t} = useTranslation();
  return (
    <Suspense fallback={null}>
      <Await resolve={related} errorElement={null}>
        {(view) => (
          <>
            <ProductRow id="product-matching" title={t('product.matchingTitle')} products={view.matching} />
            <ProductRow
              id="product-recommendations"
              title={t('product.recommendationsTitle')}
              products={view.recommendations}
            />
          </>
        )}
      </Await>
    </Suspense>
  );
}
