import {useLoaderData} from 'react-router';
import type {Route} from './+types/about-detail';
import {AboutArticle} from '~/components/about/about-article';
import {loadAboutPages} from '~/lib/about-pages.server';
import {AboutPageSchema, STRAPI_COLLECTIONS} from '~/lib/cms/schemas';
import {clipText} from '~/lib/blocks-text';
import {imageFromMedia} from '~/lib/cms-image';
import {notFound, requireHandle} from '~/lib/params';
import {screenMeta} from '~/lib/screen-meta';

type Data = Route.ComponentProps['loaderData'];

export const meta = screenMeta<Data>({
  title: (data) => data.page.title,
  description: (data) => clipText(data.page.summary),
});

export async function loader({context, params}: Route.LoaderArgs) {
  const handle = requireHandle(params.handle);
  const page = await context.cms.findOne(STRAPI_COLLECTIONS.aboutPages, AboutPageSchema, {
    filters: {handle: {$eq: handle}},
    populate: ['image'],
  });
  if (!page) notFound();
  const others = loadAboutPages(context.cms)
    .then((pages) =>
      pages.filter((other) => other.handle !== handle).map(({handle, title}) => ({handle, title})),
    )
    .catch((error: unknown) => {
      console.error('The other about pages could not be loaded', error);
      return [];
    });
  return {
    page,
    image: page.image ? imageFromMedia(page.image, context.appEnv.CMS_URL, {format: 'medium'}) : null,
    mediaOrigin: context.appEnv.CMS_URL,
    others,
  };
}

export default function AboutDetailScreen() {
  const {page, image, mediaOrigin, others} = useLoaderData<typeof loader>();
  return <AboutArticle page={page} image={image} mediaOrigin={mediaOrigin} others={others} />;
}
