import {useLoaderData} from 'react-router';
import type {Route} from './+types/workshop';
import {WorkshopDetails} from '~/components/workshops/workshop-details';
import {screenPath} from '~/i18n/links';
import {STRAPI_COLLECTIONS, WorkshopSchema} from '~/lib/cms/schemas';
import {blocksToPlainText} from '~/lib/cms/blocks-text';
import {imageFromMedia} from '~/lib/media/cms-image';
import {languagesByHandle} from '~/lib/cms/content-languages.server';
import {workshopWhen} from '~/lib/calendar/event-when-view.server';
import {hasTakenPlace} from '~/lib/calendar/past-dates';
import {notFound, requireHandle} from '~/lib/http/not-found-response';
import {screenMeta} from '~/lib/seo/screen-meta';
import {workshopJsonLd} from '~/lib/seo/structured-data';
import calendarStyles from '~/styles/calendar.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: calendarStyles}];

type Data = Route.ComponentProps['loaderData'];

const isFallback = (data: Data) => data.workshop.locale !== data.locale;

// A workshop missing in the page's language is shown in English under a title and description in
// the page's language that say so; its canonical is the English page, which it repeats.
export const meta = screenMeta<Data>({
  title: (data, messages) =>
    isFallback(data)
      ? messages.workshops.fallbackTitle.replace('{{title}}', data.workshop.title)
      : data.workshop.title,
  description: (data, messages) => (isFallback(data) ? messages.workshops.fallbackNotice : data.description),
  languages: (data) => ({written: data.languages, shown: data.workshop.locale}),
  jsonLd: (data, page) =>
    workshopJsonLd({
      workshop: data.workshop,
      pageUrl: `${page.origin}${screenPath('workshop', data.workshop.locale, {handle: data.workshop.handle})}`,
      description: data.description,
      image: data.image?.src ?? null,
      group: page.group,
      past: data.past,
    }),
});

export async function loader({context, params}: Route.LoaderArgs) {
  const handle = requireHandle(params.handle);
  const [workshop, languages] = await Promise.all([
    context.cms.findOne(STRAPI_COLLECTIONS.workshops, WorkshopSchema, {
      filters: {handle: {$eq: handle}},
      populate: ['place', 'image'],
    }),
    languagesByHandle(context.cms, STRAPI_COLLECTIONS.workshops, handle),
  ]);
  if (!workshop) notFound();
  return {
    workshop,
    languages: languages.get(handle) ?? [workshop.locale],
    image: workshop.image
      ? imageFromMedia(workshop.image, context.appEnv.CMS_URL, {
          format: 'medium',
          alt: workshop.imageAlt,
          locale: workshop.locale,
          pageLocale: context.locale,
        })
      : null,
    description: blocksToPlainText(workshop.description),
    when: workshopWhen(workshop, context.locale),
    past: hasTakenPlace(workshop, new Date()),
    mediaOrigin: context.appEnv.CMS_URL,
    locale: context.locale,
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
