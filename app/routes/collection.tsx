import {useLoaderData} from 'react-router';
import type {Route} from './+types/collection';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {notFound, requireHandle} from '~/lib/params';
import {screenMeta} from '~/lib/screen-meta';

export const meta = screenMeta<Awaited<ReturnType<typeof loader>>>({
  title: (data) => data.collection.title,
});

export async function loader({params, context}: Route.LoaderArgs) {
  const handle = requireHandle(params.handle);
  const {collection} = await context.storefront.query(COLLECTION_HEADING_QUERY, {
    variables: {handle},
    cache: context.storefront.CacheLong(),
  });
  if (!collection) notFound();
  return {collection};
}

export default function CollectionScreen() {
  const {collection} = useLoaderData<typeof loader>();
  return <ScreenHeading screen="collection" title={collection.title} />;
}

const COLLECTION_HEADING_QUERY = `#graphql
  query CollectionHeading($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
    }
  }
` as const;
