import type {Storefront} from '@shopify/hydrogen';
import type {Screen} from '~/i18n/route-table';
import type {SitemapEntry, SitemapSource} from './sitemap';

type WithStorefront = {storefront: Pick<Storefront, 'query' | 'CacheLong'>};

// The Storefront API's largest page.
const PAGE_SIZE = 250;
// 10,000 items: a guard against a cursor that never ends, far above the catalogue.
const MAX_PAGES = 40;

interface HandlePage {
  nodes: {handle: string; updatedAt: string}[];
  pageInfo: {hasNextPage: boolean; endCursor?: string | null};
}

async function everyPage(
  screen: Screen,
  fetchPage: (after: string | null) => Promise<HandlePage>,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const {nodes, pageInfo}: HandlePage = await fetchPage(after);
    entries.push(
      ...nodes.map((node) => ({screen, params: {handle: node.handle}, lastModified: node.updatedAt})),
    );
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) return entries;
    after = pageInfo.endCursor;
  }
  console.warn(`The ${screen} sitemap stopped after ${MAX_PAGES} pages`);
  return entries;
}

export const productSitemapSource: SitemapSource<WithStorefront> = ({storefront}) =>
  everyPage('product', async (after) => {
    const {products} = await storefront.query(SITEMAP_PRODUCTS_QUERY, {
      variables: {first: PAGE_SIZE, after},
      cache: storefront.CacheLong(),
    });
    return products;
  });

export const collectionSitemapSource: SitemapSource<WithStorefront> = ({storefront}) =>
  everyPage('collection', async (after) => {
    const {collections} = await storefront.query(SITEMAP_COLLECTIONS_QUERY, {
      variables: {first: PAGE_SIZE, after},
      cache: storefront.CacheLong(),
    });
    return collections;
  });

const SITEMAP_PRODUCTS_QUERY = `#graphql
  query SitemapProducts($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, after: $after, sortKey: ID) {
      nodes {
        handle
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;

const SITEMAP_COLLECTIONS_QUERY = `#graphql
  query SitemapCollections($first: Int!, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: $first, after: $after, sortKey: ID) {
      nodes {
        handle
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;
