import {useLoaderData} from 'react-router';
import type {Route} from './+types/workshop';
import {WorkshopDetails} from '~/components/workshops/workshop-details';
import {screenPath} from '~/i18n/links';
import {STRAPI_COLLECTIONS, WorkshopSchema} from '~/lib/cms/schemas';
import {blocksToPlainText} from '~/lib/cms/blocks-text';
import {imageFromMedia, previewImage} from '~/lib/media/cms-image';
import {languagesByHandle, offeredLanguages} from '~/lib/cms/content-languages.server';
import {workshopWhen} from '~/lib/calendar/event-when-view.server';
import {hasTakenPlace} from '~/lib/calendar/past-dates';
import {notFound, requireHandle} from '~/lib/http/not-found-response';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {workshopJsonLd} from '~/lib/seo/structured-data.server';
import calendarStyles from '~/styles/calendar.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: calendarStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const handle = requireHandle(params.handle);
  const [workshop, languages] = await Promise.all([
    context.cms.findOne(STRAPI_COLLECTIONS.workshops, WorkshopSchema, {
      filters: {handle: {$eq: handle}},
      populate: ['place', 'image'],
    }),
    languagesByHandle(context.cms, STRAPI_COLLECTIONS.workshops, handle),
  ]);
  if (!workshop) notFound();
  const image = workshop.image
    ? imageFromMedia(workshop.image, context.appEnv.CMS_URL, {
        format: 'medium',
        alt: workshop.imageAlt,
        locale: workshop.locale,
        pageLocale: context.locale,
      })
    : null;
  const description = blocksToPlainText(workshop.description);
  const past = hasTakenPlace(workshop, new Date());
  const fallback = workshop.locale !== context.locale;
  const written = languages.get(handle) ?? [workshop.locale];
  // A workshop missing in the page's language is shown in English under a title and description in
  // the page's language that say so; its canonical is the English page, which it repeats.
  const seo = screenSeo({context, request, params}, 'workshop', ({messages, origin, group}) => ({
    title: fallback ? messages.workshops.fallbackTitle.replace('{{title}}', workshop.title) : workshop.title,
    description: fallback ? messages.workshops.fallbackNotice : description,
    languages: {written, shown: workshop.locale},
    image: image && previewImage(image),
    jsonLd: workshopJsonLd({
      workshop,
      pageUrl: `${origin}${screenPath('workshop', workshop.locale, {handle: workshop.handle})}`,
      description,
      image: image?.src ?? null,
      group,
      past,
    }),
  }));
  return {
    workshop,
    offeredLanguages: offeredLanguages(written),
    image,
    when: workshopWhen(workshop, context.locale),
    past,
    mediaOrigin: context.appEnv.CMS_URL,
    locale: context.locale,
    seo,
  };
}

export default function WorkshopScreen() {
  const {workshop, image, when, past, mediaOrigin, locale} = useLoaderData<typeof loader>();
  return (
    <WorkshopDetails
      workshop={workshop}
      image={image}
      when={when}
      past={past}
      mediaOrigin={mediaOrigin}
      fallbackFrom={workshop.locale === locale ? null : workshop.locale}
    />
  );
}
