import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/workshops';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {WorkshopList} from '~/components/workshops/workshop-list';
import type {WorkshopListItem} from '~/components/workshops/workshop-card';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {WorkshopSchema} from '~/lib/cms/content-model';
import {imageFromMedia} from '~/lib/media/cms-image';
import {workshopWhen} from '~/lib/calendar/event-when-view.server';
import {hasTakenPlace} from '~/lib/calendar/past-dates';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {workshopJsonLd} from '~/lib/seo/structured-data.server';
import {blocksToPlainText} from '~/lib/cms/blocks-text';
import {screenPath} from '~/i18n/links';
import calendarStyles from '~/styles/calendar.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: calendarStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const workshops = await context.cms.findMany(STRAPI_COLLECTIONS.workshops, WorkshopSchema, {
    sort: ['startsAt:asc'],
    populate: ['place', 'image'],
  });
  const now = new Date();
  const items = workshops.map((workshop) => ({
    workshop,
    image: workshop.image
      ? imageFromMedia(workshop.image, context.appEnv.CMS_URL, {
          format: 'small',
          alt: workshop.imageAlt,
          locale: workshop.locale,
          pageLocale: context.locale,
        })
      : null,
    when: workshopWhen(workshop, context.locale),
    past: hasTakenPlace(workshop, now),
  }));
  const upcoming = items.filter((item) => !item.past);
  // The cards get what they show; the structured data below is written from the whole workshop.
  const card = ({workshop, ...item}: (typeof items)[number]): WorkshopListItem => ({
    ...item,
    workshop: {
      documentId: workshop.documentId,
      handle: workshop.handle,
      title: workshop.title,
      place: workshop.place,
      level: workshop.level,
      priceText: workshop.priceText,
    },
  });
  return {
    upcoming: upcoming.map(card),
    // Latest first: the one that just took place is the one a visitor looks back for.
    past: items
      .filter((item) => item.past)
      .reverse()
      .map(card),
    seo: screenSeo({context, request, params}, 'workshops', (page) => ({
      jsonLd: upcoming.map(({workshop, image}) =>
        workshopJsonLd({
          workshop,
          pageUrl: `${page.origin}${screenPath('workshop', context.locale, {handle: workshop.handle})}`,
          description: blocksToPlainText(workshop.description),
          image: image?.src ?? null,
          group: page.group,
        }),
      ),
    })),
  };
}

export default function WorkshopsScreen() {
  const {upcoming, past} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <ScreenHeading screen="workshops" />
      <p className="page-intro">{t('workshops.intro')}</p>
      <WorkshopList upcoming={upcoming} past={past} />
    </>
  );
}
