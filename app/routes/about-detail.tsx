import {useLoaderData} from 'react-router';
import type {Route} from './+types/about-detail';
import {AboutArticle} from '~/components/about/about-article';
import {loadAboutPages} from '~/lib/about-pages.server';
import {AboutPageSchema, STRAPI_COLLECTIONS} from '~/lib/cms/schemas';
import {clipText} from '~/lib/cms/blocks-text';
import {imageFromMedia, previewImage} from '~/lib/media/cms-image';
import {languagesByHandle, offeredLanguages} from '~/lib/cms/content-languages.server';
import {notFound, requireHandle} from '~/lib/http/not-found-response';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import aboutStyles from '~/styles/about.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: aboutStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const handle = requireHandle(params.handle);
  const [page, languages] = await Promise.all([
    context.cms.findOne(STRAPI_COLLECTIONS.aboutPages, AboutPageSchema, {
      filters: {handle: {$eq: handle}},
      populate: ['image'],
    }),
    languagesByHandle(context.cms, STRAPI_COLLECTIONS.aboutPages, handle),
  ]);
  if (!page) notFound();
  const others = loadAboutPages(context.cms)
    .then((pages) =>
      pages.filter((other) => other.handle !== handle).map(({handle, title}) => ({handle, title})),
    )
    .catch((error: unknown) => {
      console.error('The other about pages could not be loaded', error);
      return [];
    });
  const fallback = page.locale !== context.locale;
  const written = languages.get(handle) ?? [page.locale];
  const image = page.image
    ? imageFromMedia(page.image, context.appEnv.CMS_URL, {
        format: 'medium',
        alt: page.imageAlt,
        locale: page.locale,
        pageLocale: context.locale,
      })
    : null;
  // Shown in English where the visitor's language has none: said so, and the English page is canonical.
  const seo = screenSeo({context, request, params}, 'about-detail', ({messages}) => ({
    title: fallback ? messages.about.fallbackTitle.replace('{{title}}', page.title) : page.title,
    description: fallback ? messages.about.fallbackNotice : clipText(page.summary),
    languages: {written, shown: page.locale},
    type: 'article',
    image: image && previewImage(image),
  }));
  return {
    page,
    locale: context.locale,
    offeredLanguages: offeredLanguages(written),
    image,
    mediaOrigin: context.appEnv.CMS_URL,
    others,
    seo,
  };
}

export default function AboutDetailScreen() {
  const {page, image, mediaOrigin, others, locale} = useLoaderData<typeof loader>();
  return (
    <AboutArticle
      page={page}
      image={image}
      mediaOrigin={mediaOrigin}
      others={others}
      fallbackFrom={page.locale === locale ? null : page.locale}
    />
  );
}
