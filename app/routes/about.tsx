import {useLoaderData} from 'react-router';
import type {Route} from './+types/about';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {AboutList} from '~/components/about/about-list';
import {loadAboutPages} from '~/lib/about-pages.server';
import {imageFromMedia} from '~/lib/media/cms-image';
import {screenSeo} from '~/lib/seo/screen-seo.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const pages = await loadAboutPages(context.cms);
  return {
    items: pages.map((page) => ({
      page: {documentId: page.documentId, handle: page.handle, title: page.title, summary: page.summary},
      image: page.image
        ? imageFromMedia(page.image, context.appEnv.CMS_URL, {
            format: 'small',
            alt: page.imageAlt,
            locale: page.locale,
            pageLocale: context.locale,
          })
        : null,
    })),
    seo: screenSeo({context, request, params}, 'about'),
  };
}

export default function AboutScreen() {
  const {items} = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeading screen="about" />
      <AboutList items={items} />
    </>
  );
}
