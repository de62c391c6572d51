import {getSelectedProductOptions, useOptimisticVariant, useSelectedOptionInUrlParam} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/translate';
import {redirect, useLoaderData} from 'react-router';
import type {Route} from './+types/product';
import {ProductGallery} from '~/components/product/product-gallery';
import {ProductOptions} from '~/components/product/product-options';
import {ProductPurchase} from '~/components/product/product-purchase';
import {ProductTabs} from '~/components/product/product-tabs';
import {RelatedProducts, type RelatedProductsView} from '~/components/product/related-products';
import {ProductBadgeList} from '~/components/shop/product-badge-list';
import {ProductPrice} from '~/components/shop/product-price';
import {PRODUCT_CARD_FRAGMENT} from '~/graphql/product-card';
import {screenPath} from '~/i18n/links';
import {notFound, requireHandle} from '~/lib/http/not-found-response';
import {clipText} from '~/lib/cms/blocks-text';
import {releaseStatus} from '~/lib/media/release';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {isOnSale, withBadges} from '~/lib/shop/product-badges';
import {choiceOptions, requestedCombinationMissing} from '~/lib/shop/variant-options';
import {variantPickers} from '~/lib/shop/variant-pickers.server';
import {VARIANT_PARAM, requestedVariantId, sourceLanguage, variantAddress} from '~/lib/shop/variant-handoff';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {productJsonLd} from '~/lib/seo/structured-data.server';
import shopStyles from '~/styles/shop.css?url';

/** Recommendations shown under the matching products (Shopify gives up to 10). */
const RECOMMENDATIONS_SHOWN = 4;

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: shopStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({params, request, context}: Route.LoaderArgs) {
  const handle = requireHandle(params.handle, 'product.notFound');
  const {storefront, locale} = context;
  const url = new URL(request.url);
  const source = sourceLanguage(url.searchParams, locale);
  if (source || url.searchParams.has(VARIANT_PARAM)) {
    // Arriving from another language: name the variant in this page's words.
    const spoken = source ? await variantNamedIn(storefront, handle, source, url.searchParams) : null;
    const variantId = spoken ? spoken.id : requestedVariantId(url.searchParams);
    const options = variantId ? await variantChoice(storefront, variantId, handle) : [];
    throw redirect(variantAddress(url.pathname, url.searchParams, options, spoken?.optionNames));
  }
  // Started first so it runs beside the product query; streamed to the page.
  const related = loadRelated(context, handle);
  const selectedOptions = getSelectedProductOptions(request);
  const {product} = await storefront.query(PRODUCT_PAGE_QUERY, {
    variables: {handle, selectedOptions},
    // Price and stock change: a short cache.
    cache: storefront.CacheShort(),
  });
  if (!product) notFound('product.notFound');
  const comingSoon = releaseStatus(product.releaseDate?.value, new Date()) === 'coming-soon';
  const variant = product.selectedOrFirstAvailableVariant;
  const description = clipText(product.seo.description || product.description);
  const seo = screenSeo({context, request, params}, 'product', (page) => ({
    title: product.seo.title || product.title,
    description,
    image: variant?.image ?? product.featuredImage,
    type: 'product',
    jsonLd: productJsonLd({
      title: product.title,
      description,
      vendor: product.vendor,
      variant: variant ?? null,
      image: variant?.image?.url ?? product.featuredImage?.url,
      comingSoon,
      pageUrl: new URL(screenPath('product', locale, {handle: product.handle}), page.origin).toString(),
    }),
  }));
  const {title, descriptionHtml, details, shipping, images, selectedOrFirstAvailableVariant, options} = product;
  return {
    // What the page shows; the browser gets the option names and values only: its pickers come ready-made.
    product: {
      title,
      descriptionHtml,
      details,
      shipping,
      images,
      selectedOrFirstAvailableVariant,
      options: options.map((option) => ({
        name: option.name,
        optionValues: option.optionValues.map((value) => ({name: value.name})),
      })),
    },
    ...variantPickers(product),
    // The language switcher's links hand the variant over in this page's words (see variant-handoff.ts).
    namesVariants: true,
    related,
    comingSoon,
    combinationMissing: requestedCombinationMissing(
      selectedOptions,
      product.options.map((option) => option.name),
      variant?.selectedOptions,
    ),
    seo,
  };
}

/** The variant a query names in another language's words, and that language's option names. */
async function variantNamedIn(
  storefront: Route.LoaderArgs['context']['storefront'],
  handle: string,
  source: Locale,
  params: URLSearchParams,
): Promise<{id: string | null; optionNames: string[]}> {
  const selectedOptions = [...params].map(([name, value]) => ({name, value}));
  const {product} = await storefront.query(VARIANT_BY_WORDS_QUERY, {
    variables: {handle, selectedOptions, language: LOCALE_INFO[source].language},
    cache: storefront.CacheShort(),
  });
  return {
    id: product?.selectedOrFirstAvailableVariant?.id ?? null,
    optionNames: product?.options.map((option) => option.name) ?? [],
  };
}

async function variantChoice(
  storefront: Route.LoaderArgs['context']['storefront'],
  id: string,
  handle: string,
): Promise<Array<{name: string; value: string}>> {
  const {node} = await storefront.query(VARIANT_HANDOFF_QUERY, {variables: {id}, cache: storefront.CacheShort()});
  if (node?.__typename !== 'ProductVariant' || node.product.handle !== handle) return [];
  return choiceOptions(node.product.options, node.selectedOptions);
}

// Same-collection or same-type items are what Shopify's RELATED recommendations give, so the second row is
// those minus the matching ones. A failure hides both rows, never the page.
function loadRelated(context: Route.LoaderArgs['context'], handle: string): Promise<RelatedProductsView> {
  const now = new Date();
  return context.storefront
    .query(PRODUCT_RELATED_QUERY, {variables: {handle}, cache: context.storefront.CacheShort()})
    .then(({product, productRecommendations}) => {
      const matching = (product?.matching?.references?.nodes ?? []).filter(
        (node) => 'handle' in node && node.handle !== handle,
      );
      const shown = new Set([handle, ...matching.map((node) => node.handle)]);
      const recommendations = (productRecommendations ?? [])
        .filter((candidate) => !shown.has(candidate.handle))
        .slice(0, RECOMMENDATIONS_SHOWN);
      return {matching: withBadges(matching, now), recommendations: withBadges(recommendations, now)};
    })
    .catch((error: unknown) => {
      console.error('The related products could not be loaded', error);
      return {matching: [], recommendations: []};
    });
}

export default function ProductScreen() {
  const {product, variants, pickers, related, comingSoon, combinationMissing} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  // While a picker link loads, show the variant it leads to at once, with the pickers as they read for it.
  const selectedVariant = useOptimisticVariant(product.selectedOrFirstAvailableVariant, variants);
  // A first visit has no options in its URL: put the shown variant's there, so it can be shared.
  useSelectedOptionInUrlParam(choiceOptions(product.options, selectedVariant?.selectedOptions ?? []));
  const options = (selectedVariant && pickers[selectedVariant.id]) || [];
  const badges = {
    onSale: isOnSale(selectedVariant?.price, selectedVariant?.compareAtPrice),
    soldOut: selectedVariant ? !selectedVariant.availableForSale : false,
    comingSoon,
  };
  return (
    <div className="product">
      <ProductGallery images={product.images.nodes} variantImage={selectedVariant?.image} title={product.title} />
      <section className="product__summary" aria-labelledby="product-title">
        <h1 id="product-title" className="product__title">
          {product.title}
        </h1>
        {selectedVariant ? (
          <ProductPrice price={selectedVariant.price} compareAtPrice={selectedVariant.compareAtPrice} />
        ) : null}
        <ProductBadgeList badges={badges} />
        {combinationMissing ? <p className="product__notice">{t('product.combinationMissing')}</p> : null}
        <ProductOptions options={options} />
        <ProductPurchase variant={selectedVariant} />
      </section>
      <div className="product__texts">
        <ProductTabs
          texts={{
            descriptionHtml: product.descriptionHtml,
            details: product.details?.value ?? null,
            shipping: product.shipping?.value ?? null,
          }}
        />
      </div>
      <div className="product__related">
        <RelatedProducts related={related} />
      </div>
    </div>
  );
}

const PRODUCT_PAGE_QUERY = `#graphql
  fragment ProductPageVariant on ProductVariant {
    id
    availableForSale
    sku
    title
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
    image {
      id
      url
      altText
      width
      height
    }
    product {
      handle
      title
    }
    selectedOptions {
      name
      value
    }
  }
  query ProductPage(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      description
      descriptionHtml
      encodedVariantExistence
      encodedVariantAvailability
      featuredImage {
        id
        url
        altText
        width
        height
      }
      images(first: 250) {
        nodes {
          id
          url
          altText
          width
          height
        }
      }
      options {
        name
        optionValues {
          name
          firstSelectableVariant {
            ...ProductPageVariant
          }
        }
      }
      selectedOrFirstAvailableVariant(
        selectedOptions: $selectedOptions
        ignoreUnknownOptions: true
        caseInsensitiveMatch: true
      ) {
        ...ProductPageVariant
      }
      adjacentVariants(selectedOptions: $selectedOptions) {
        ...ProductPageVariant
      }
      # Every variant of a product of a usual size, so that any pick shows before its page arrives.
      variants(first: 50) {
        nodes {
          ...ProductPageVariant
        }
      }
      details: metafield(namespace: "custom", key: "details") {
        value
      }
      shipping: metafield(namespace: "custom", key: "shipping") {
        value
      }
      releaseDate: metafield(namespace: "custom", key: "release_date") {
        value
      }
      seo {
        title
        description
      }
    }
  }
` as const;

const PRODUCT_RELATED_QUERY = `#graphql
  query ProductRelated($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      matching: metafield(namespace: "custom", key: "matching_colors") {
        references(first: 10) {
          nodes {
            ... on Product {
              ...ProductCard
            }
          }
        }
      }
    }
    productRecommendations(productHandle: $handle, intent: RELATED) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const VARIANT_BY_WORDS_QUERY = `#graphql
  query VariantByWords(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      options {
        name
      }
      selectedOrFirstAvailableVariant(
        selectedOptions: $selectedOptions
        ignoreUnknownOptions: true
        caseInsensitiveMatch: true
      ) {
        id
      }
    }
  }
` as const;

const VARIANT_HANDOFF_QUERY = `#graphql
  query VariantHandoff($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    node(id: $id) {
      __typename
      ... on ProductVariant {
        selectedOptions {
          name
          value
        }
        product {
          handle
          options {
            name
            optionValues {
              name
            }
          }
        }
      }
    }
  }
` as const;
