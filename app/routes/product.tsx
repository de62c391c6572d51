import {useLoaderData} from 'react-router';
import type {Route} from './+types/product';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {notFound, requireHandle} from '~/lib/params';
import {screenMeta} from '~/lib/screen-meta';

export const meta = screenMeta<Awaited<ReturnType<typeof loader>>>({
  title: (data) => data.product.title,
});

export async function loader({params, context}: Route.LoaderArgs) {
  const handle = requireHandle(params.handle);
  const {product} = await context.storefront.query(PRODUCT_HEADING_QUERY, {
    variables: {handle},
    cache: context.storefront.CacheLong(),
  });
  if (!product) notFound();
  return {product};
}

export default function ProductScreen() {
  const {product} = useLoaderData<typeof loader>();
  return <ScreenHeading screen="product" title={product.title} />;
}

const PRODUCT_HEADING_QUERY = `#graphql
  query ProductHeading($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
    }
  }
` as const;
