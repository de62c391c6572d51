import {useLoaderData} from 'react-router';
import type {Route} from './+types/about-detail';
import {AboutArticle} from '~/components/about/about-article';
import {loadAboutPages} from '~/lib/about-pages.server';
import {AboutPageSchema, STRAPI_COLLECTIONS} from '~/lib/cms/schemas';
import {clipText} from '~/lib/cms/blocks-text';
import {imageFromMedia} from '~/lib/media/cms-image';
import {languagesByHandle} from '~/lib/cms/content-languages.server';
import {notFound, requireHandle} from '~/lib/http/not-found-response';
import {screenMeta} from '~/lib/seo/screen-meta';
import aboutStyles from '~/styles/about.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: aboutStyles}];

type Data = Route.ComponentProps['loaderData'];

const isFallback = (data: Data) => data.page.locale !== data.locale;

// Shown in English where the visitor's language has none: said so, and the English page is canonical.
export const meta = screenMeta<Data>({
  title: (data, messages) =>
    isFallback(data) ? messages.about.fallbackTitle.replace('{{title}}', data.page.title) : data.page.title,
  description: (data, messages) => (isFallback(data) ? messages.about.fallbackNotice : clipText(data.page.summary)),
  languages: (data) => ({written: data.languages, shown: data.page.locale}),
});

export async function loader({context, params}: Route.LoaderArgs) {
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
  return {
    page,
    languages: languages.get(handle) ?? [page.locale],
    locale: context.locale,
    image: page.image
      ? imageFromMedia(page.image, context.appEnv.CMS_URL, {
          format: 'medium',
          alt: page.imageAlt,
          locale: page.locale,
          pageLocale: context.locale,
        })
      : null,
    mediaOrigin: context.appEnv.CMS_URL,
    others,
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
