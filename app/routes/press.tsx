import {useLoaderData} from 'react-router';
import type {Route} from './+types/press';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {PressList} from '~/components/media/press-list';
import {withMediaDate} from '~/lib/media/media-date.server';
import {loadPressArticles} from '~/lib/media/media-lists.server';
import {screenMeta} from '~/lib/seo/screen-meta';
import mediaStyles from '~/styles/media.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: mediaStyles}];

export const meta = screenMeta();

export async function loader({context}: Route.LoaderArgs) {
  const articles = await loadPressArticles(context.cms);
  return {articles: articles.map((article) => withMediaDate(article, context.locale))};
}

export default function PressScreen() {
  const {articles} = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeading screen="press" />
      <PressList articles={articles} />
    </>
  );
}
