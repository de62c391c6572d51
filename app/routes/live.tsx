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
import {withEventWhen} from '~/lib/calendar/event-when-view.server';
import {loadUpcomingEvents} from '~/lib/calendar/events.server';
import {isLiveShow} from '~/lib/calendar/live-show';
import {screenMeta} from '~/lib/seo/screen-meta';
import {eventDescription} from '~/lib/calendar/event-description';
import {eventImage} from '~/lib/calendar/event-image';
import {loadSiteImage} from '~/lib/media/site-image.server';
import {eventJsonLd} from '~/lib/seo/structured-data';
import calendarStyles from '~/styles/calendar.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: calendarStyles}];

type Data = Route.ComponentProps['loaderData'];

export const meta = screenMeta<Data>({
  jsonLd: (data, page) =>
    data.upcoming.map((event) =>
      eventJsonLd({
        event,
        pageUrl: `${page.origin}${screenPath('live', data.locale)}#${eventAnchor(event)}`,
        description: eventDescription(event, page.messages),
        image: eventImage(event, data.mediaOrigin) ?? data.siteImage,
        group: page.group,
      }),
    ),
});

export async function loader({context}: Route.LoaderArgs) {
  const origin = context.appEnv.CMS_URL;
  const [shows, upcoming, siteImage] = await Promise.all([
    context.cms.findMany(STRAPI_COLLECTIONS.liveShows, LiveShowSchema, {populate: ['image']}),
    loadUpcomingEvents(context.cms, new Date()).then((events) =>
      events.filter(isLiveShow).map((event) => withEventWhen(event, context.locale)),
    ),
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
    upcoming,
    siteImage,
    mediaOrigin: origin,
    locale: context.locale,
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
