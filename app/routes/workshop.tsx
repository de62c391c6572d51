import {useLoaderData} from 'react-router';
import type {Route} from './+types/workshop';
import {WorkshopDetails} from '~/components/workshops/workshop-details';
import {screenPath} from '~/i18n/links';
import {STRAPI_COLLECTIONS, WorkshopSchema} from '~/lib/cms/schemas';
import {blocksToPlainText} from '~/lib/blocks-text';
import {imageFromMedia} from '~/lib/cms-image';
import {workshopWhen} from '~/lib/event-when.server';
import {hasTakenPlace} from '~/lib/past-dates';
import {notFound, requireHandle} from '~/lib/params';
import {screenMeta} from '~/lib/screen-meta';
import {workshopJsonLd} from '~/lib/structured-data';

type Data = Route.ComponentProps['loaderData'];

export const meta = screenMeta<Data>({
  title: (data) => data.workshop.title,
  description: (data) => data.description,
  jsonLd: (data, page) =>
    workshopJsonLd({
      workshop: data.workshop,
      pageUrl: `${page.origin}${screenPath('workshop', data.locale, {handle: data.workshop.handle})}`,
      description: data.description,
      image: data.image?.src ?? null,
      group: page.group,
      past: data.past,
    }),
});

export async function loader({context, params}: Route.LoaderArgs) {
  const handle = requireHandle(params.handle);
  const workshop = await context.cms.findOne(STRAPI_COLLECTIONS.workshops, WorkshopSchema, {
    filters: {handle: {$eq: handle}},
    populate: ['place', 'image'],
  });
  if (!workshop) notFound();
  return {
    workshop,
    image: workshop.image ? imageFromMedia(workshop.image, context.appEnv.CMS_URL, {format: 'medium'}) : null,
    description: blocksToPlainText(workshop.description),
    when: workshopWhen(workshop, context.locale),
    past: hasTakenPlace(workshop, new Date()),
    mediaOrigin: context.appEnv.CMS_URL,
    locale: context.locale,
  };
}

export default function WorkshopScreen() {
  const {workshop, image, when, past, mediaOrigin} = useLoaderData<typeof loader>();
  return <WorkshopDetails workshop={workshop} image={image} when={when} past={past} mediaOrigin={mediaOrigin} />;
}
