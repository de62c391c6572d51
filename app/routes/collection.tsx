import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/collection';
import {CategoryNav} from '~/components/shop/category-nav';
import {ProductFilters} from '~/components/shop/product-filters';
import {ProductGrid} from '~/components/shop/product-grid';
import {PRODUCT_CARD_FRAGMENT} from '~/graphql/product-card';
import {PRODUCT_FILTERS_FRAGMENT} from '~/graphql/product-filters';
import {notFound, requireHandle} from '~/lib/http/not-found-response';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {filterPanel} from '~/lib/shop/filter-panel';
import {withNoIndex} from '~/lib/shop/listing-meta';
import {withBadges} from '~/lib/shop/product-badges';
import {pageVariables, readProductListQuery, redirectFromEmptyParams} from '~/lib/shop/product-list-query';
import {COLLECTION_SORTS} from '~/lib/shop/sort-options';
import shopStyles from '~/styles/shop.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: shopStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({params, context, request}: Route.LoaderArgs) {
  const handle = requireHandle(params.handle);
  const url = new URL(request.url);
  redirectFromEmptyParams(url);
  const list = readProductListQuery(url, COLLECTION_SORTS);
  const {collection} = await context.storefront.query(COLLECTION_PAGE_QUERY, {
    variables: {
      handle,
      filters: list.filters,
      sortKey: list.sortKey,
      reverse: list.reverse,
      ...pageVariables(request),
    },
    cache: context.storefront.CacheShort(),
  });
  if (!collection) notFound();
  const {products, matching, ...details} = collection;
  return {
    collection: details,
    // Badges are judged here, on the server's clock: "coming soon" ends on the release day.
    products: {nodes: withBadges(products.nodes, new Date()), pageInfo: products.pageInfo},
    count: matching.nodes.length,
    filters: filterPanel(products.filters, list.active),
    list: {
      sort: list.sort,
      sorts: Object.keys(COLLECTION_SORTS),
      filtered: list.filtered,
      clearFiltersUrl: list.clearFiltersUrl,
      isVariant: list.isVariant,
    },
    seo: withNoIndex(
      screenSeo({context, request, params}, 'collection', {
        title: details.seo.title || details.title,
        description: details.seo.description || details.description,
      }),
      list.isVariant,
    ),
  };
}

export default function CollectionScreen() {
  const {collection, products, count, filters, list} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <div className="page-heading">
        <h1>{collection.title}</h1>
      </div>
      {collection.description ? <p className="page-intro">{collection.description}</p> : null}
      <CategoryNav current={collection.handle} />
      <div className="product-list">
        <p className="product-list__count" role="status">
          {t('shop.productCount', {count})}
        </p>
        <ProductFilters
          groups={filters}
          sorts={list.sorts}
          sort={list.sort}
          filtered={list.filtered}
          clearFiltersUrl={list.clearFiltersUrl}
        />
        <ProductGrid
          connection={products}
          empty={list.filtered ? t('shop.noMatches') : t('shop.emptyCollection')}
          clearFiltersUrl={list.filtered ? list.clearFiltersUrl : undefined}
        />
      </div>
    </>
  );
}

// `matching` counts the filtered products (the API gives no total for a collection), up to its page limit.
const COLLECTION_PAGE_QUERY = `#graphql
  query CollectionPage(
    $handle: String!
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        nodes {
          ...ProductCard
        }
        filters {
          ...ProductFilters
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
      matching: products(first: 250, filters: $filters) {
        nodes {
          id
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${PRODUCT_FILTERS_FRAGMENT}
` as const;
