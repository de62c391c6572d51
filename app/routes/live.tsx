import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/live';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {EmptyState} from '~/components/ui/empty-state';
import {ShowFormat} from '~/components/live/show-format';
import {EventList} from '~/components/calendar/event-list';
import {screenPath} from '~/i18n/links';
import {LiveShowSchema, STRAPI_COLLECTIONS} from '~/lib/cms/schemas';
import {imageFromMedia} from '~/lib/media/cms-image';
import {eventAnchor} from '~/lib/calendar/event-anchor';
import {eventCardView} from '~/lib/calendar/event-when-view.server';
import {loadUpcomingEvents} from '~/lib/calendar/events.server';
import {isLiveShow} from '~/lib/calendar/live-show';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {eventDescription} from '~/lib/calendar/event-description.server';
import {eventImage} from '~/lib/calendar/event-image';
import {loadSiteImage} from '~/lib/media/site-image.server';
import {eventJsonLd} from '~/lib/seo/structured-data.server';
import calendarStyles from '~/styles/calendar.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: calendarStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const origin = context.appEnv.CMS_URL;
  const [shows, upcoming, siteImage] = await Promise.all([
    context.cms.findMany(STRAPI_COLLECTIONS.liveShows, LiveShowSchema, {populate: ['image']}),
    loadUpcomingEvents(context.cms, new Date()).then((events) => events.filter(isLiveShow)),
    loadSiteImage(context),
  ]);
  return {
    formats: shows.map((show) => ({
      show,
      image: show.image
        ? imageFromMedia(show.image, origin, {
            format: 'small',
            alt: show.imageAlt,
            locale: show.locale,
            pageLocale: context.locale,
          })
        : null,
    })),
    // Awaited, not streamed: the events' structured data goes in the document head.
    upcoming: upcoming.map((event) => eventCardView(event, context.locale)),
    mediaOrigin: origin,
    locale: context.locale,
    seo: screenSeo({context, request, params}, 'live', (page) => ({
      jsonLd: upcoming.map((event) =>
        eventJsonLd({
          event,
          pageUrl: `${page.origin}${screenPath('live', context.locale)}#${eventAnchor(event)}`,
          description: eventDescription(event, page.messages),
          image: eventImage(event, origin) ?? siteImage,
          group: page.group,
        }),
      ),
    })),
  };
}

export default function LiveScreen() {
  const {formats, upcoming, mediaOrigin, locale} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <ScreenHeading screen="live" />
      <section aria-labelledby="live-formats">
        <h2 id="live-formats">{t('media.formatsHeading')}</h2>
        {formats.length > 0 ? (
          formats.map((item, index) => (
            <ShowFormat key={item.show.documentId} item={item} mediaOrigin={mediaOrigin} eager={index === 0} />
          ))
        ) : (
          <EmptyState>{t('empty.liveShows')}</EmptyState>
        )}
      </section>
      <section aria-labelledby="live-upcoming">
        <h2 id="live-upcoming">{t('media.upcomingLiveHeading')}</h2>
        <EventList events={upcoming} locale={locale} />
      </section>
    </>
  );
}
