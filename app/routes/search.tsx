import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/search';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {SearchForm} from '~/components/search/search-form';
import {NoResults} from '~/components/search/no-results';
import {ProductFilters} from '~/components/shop/product-filters';
import {ProductGrid} from '~/components/shop/product-grid';
import {PRODUCT_CARD_FRAGMENT} from '~/graphql/product-card';
import {PRODUCT_FILTERS_FRAGMENT} from '~/graphql/product-filters';
import {serverI18n} from '~/i18n/i18next.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {filterPanel} from '~/lib/shop/filter-panel';
import {withNoIndex} from '~/lib/shop/listing-meta';
import {withBadges} from '~/lib/shop/product-badges';
import {pageVariables, readProductListQuery, redirectFromEmptyParams} from '~/lib/shop/product-list-query';
import {SEARCH_PARAM} from '~/lib/shop/list-params';
import {readSearchTerm} from '~/lib/shop/search-term';
import {SEARCH_SORTS} from '~/lib/shop/sort-options';
import shopStyles from '~/styles/shop.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: shopStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const url = new URL(request.url);
  redirectFromEmptyParams(url);
  const term = readSearchTerm(url.searchParams);
  const list = readProductListQuery(url, SEARCH_SORTS);
  const listView = {sort: list.sort, filtered: list.filtered, clearFiltersUrl: list.clearFiltersUrl};
  // Result pages change with the catalogue and the term: never indexed.
  const seo = (title?: string) => withNoIndex(screenSeo({context, request, params}, 'search', {title}), true);
  if (!term) return {term, results: null, list: listView, seo: seo()};

  const {search} = await context.storefront.query(SEARCH_PAGE_QUERY, {
    variables: {
      term,
      filters: list.filters,
      sortKey: list.sortKey,
      reverse: list.reverse,
      ...pageVariables(request),
    },
    cache: context.storefront.CacheShort(),
  });
  // Every result is a product (`types: [PRODUCT]`); the union type says otherwise.
  const products = search.nodes.filter((node) => node.__typename === 'Product');
  return {
    term,
    results: {
      totalCount: search.totalCount,
      products: {nodes: withBadges(products, new Date()), pageInfo: search.pageInfo},
      filters: filterPanel(search.productFilters, list.active, {productType: true}),
    },
    list: listView,
    seo: seo(serverI18n(context.locale).t('search.pageTitle', {term})),
  };
}

export default function SearchScreen() {
  const {term, results, list} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <ScreenHeading screen="search" />
      <SearchForm term={term} />
      {results === null ? (
        <p className="page-intro">{t('search.prompt')}</p>
      ) : results.totalCount === 0 && !list.filtered ? (
        <NoResults term={term} />
      ) : (
        <div className="product-list">
          <p className="product-list__count" role="status">
            {t('search.resultCount', {count: results.totalCount, term})}
          </p>
          <ProductFilters
            groups={results.filters}
            sorts={Object.keys(SEARCH_SORTS)}
            sort={list.sort}
            filtered={list.filtered}
            clearFiltersUrl={list.clearFiltersUrl}
            hidden={{[SEARCH_PARAM]: term}}
          />
          <ProductGrid connection={results.products} empty={t('shop.noMatches')} clearFiltersUrl={list.clearFiltersUrl} />
        </div>
      )}
    </>
  );
}

const SEARCH_PAGE_QUERY = `#graphql
  query SearchPage(
    $term: String!
    $filters: [ProductFilter!]
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $term
      types: [PRODUCT]
      productFilters: $filters
      sortKey: $sortKey
      reverse: $reverse
      unavailableProducts: LAST
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
    ) {
      totalCount
      productFilters {
        ...ProductFilters
      }
      nodes {
        __typename
        ... on Product {
          ...ProductCard
        }
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${PRODUCT_FILTERS_FRAGMENT}
` as const;
