import {Pagination} from './pagination';
import {Link} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {EmptyState} from '~/components/ui/empty-state';
import {PriceFormat} from './price-format';
import {ProductCard, type ProductCardView} from './product-card';

interface ProductGridProps {
  connection: {
    nodes: ProductCardView[];
    pageInfo: {hasPreviousPage: boolean; hasNextPage: boolean; startCursor?: string | null; endCursor?: string | null};
  };
  empty: string;
  clearFiltersUrl?: string;
}

// The first row is above the fold on every width the grid has.
const EAGER_CARDS = 4;

export function ProductGrid({connection, empty, clearFiltersUrl}: ProductGridProps) {
  const {t} = useTranslation();
  if (connection.nodes.length === 0) {
    return (
      <div className="product-list__empty">
        <EmptyState>{empty}</EmptyState>
        {clearFiltersUrl ? <Link to={clearFiltersUrl}>{t('shop.clearFilters')}</Link> : null}
      </div>
    );
  }
  return (
    <Pagination connection={connection}>
      {({nodes, isLoading, PreviousLink, NextLink}) => (
        <>
          <PreviousLink className="product-list__more">
            {isLoading ? t('shop.loading') : t('shop.previousPages')}
          </PreviousLink>
          <PriceFormat>
            <ul className="product-grid">
              {nodes.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} loading={index < EAGER_CARDS ? 'eager' : 'lazy'} headingLevel={2} />
                </li>
              ))}
            </ul>
          </PriceFormat>
          <NextLink className="product-list__more">{isLoading ? t('shop.loading') : t('shop.morePages')}</NextLink>
        </>
      )}
    </Pagination>
  );
}
