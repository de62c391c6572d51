import {useLoaderData} from 'react-router';
import type {Route} from './+types/press';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {PressList} from '~/components/media/press-list';
import {withMediaDate} from '~/lib/media/media-date.server';
import {loadPressArticles} from '~/lib/media/media-lists.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import mediaStyles from '~/styles/media.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: mediaStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const articles = await loadPressArticles(context.cms);
  return {
    articles: articles.map((article) => withMediaDate(article, context.locale)),
    seo: screenSeo({context, request, params}, 'press'),
  };
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
