import {CacheShort, generateCacheControlHeader} from '@shopify/hydrogen';
import type {Route} from './+types/search-suggestions';
import {MAX_SUGGESTIONS, MIN_SUGGESTION_TERM} from '~/lib/shop/suggestion-limits';
import {readSearchTerm} from '~/lib/shop/search-term';

export interface Suggestion {
  id: string;
  handle: string;
  title: string;
  image: {url: string; altText?: string | null} | null;
  price: {amount: string; currencyCode: string};
}

export interface SuggestionsPayload {
  term: string;
  products: Suggestion[];
}

const json = (payload: SuggestionsPayload, init: ResponseInit = {}) => Response.json(payload, init);

export async function loader({request, context}: Route.LoaderArgs) {
  const term = readSearchTerm(new URL(request.url).searchParams);
  const cacheControl = {'Cache-Control': generateCacheControlHeader(CacheShort())};
  if (term.length < MIN_SUGGESTION_TERM) return json({term, products: []}, {headers: cacheControl});
  try {
    const {predictiveSearch} = await context.storefront.query(PREDICTIVE_SEARCH_QUERY, {
      variables: {term, limit: MAX_SUGGESTIONS},
      cache: context.storefront.CacheShort(),
    });
    const products = (predictiveSearch?.products ?? []).slice(0, MAX_SUGGESTIONS).map((product) => ({
      id: product.id,
      handle: product.handle,
      title: product.title,
      image: product.featuredImage ?? null,
      price: product.cardVariant?.price ?? product.priceRange.minVariantPrice,
    }));
    return json({term, products}, {headers: cacheControl});
  } catch (error) {
    // Suggestions are a convenience: the field keeps working as a plain search form.
    console.error('Predictive search failed', error);
    return json({term, products: []}, {status: 503, headers: {'Cache-Control': 'no-store'}});
  }
}

const PREDICTIVE_SEARCH_QUERY = `#graphql
  query HeaderSearchSuggestions(
    $term: String!
    $limit: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    predictiveSearch(query: $term, limit: $limit, limitScope: EACH, types: [PRODUCT], unavailableProducts: LAST) {
      products {
        id
        handle
        title
        featuredImage {
          url(transform: {maxWidth: 96, maxHeight: 96, crop: CENTER})
          altText
        }
        priceRange {
          minVariantPrice {
            amount
            currencyCode
          }
        }
        cardVariant: selectedOrFirstAvailableVariant(
          selectedOptions: []
          ignoreUnknownOptions: true
          caseInsensitiveMatch: true
        ) {
          price {
            amount
            currencyCode
          }
        }
      }
    }
  }
` as const;
