import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/calendar';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {EventList} from '~/components/calendar/event-list';
import {MonthGrid} from '~/components/calendar/month-grid';
import {HOME_TIME_ZONE, calendarDay, parseCalendarMonth} from '~/i18n/dates';
import {screenPath} from '~/i18n/links';
import {eventCardView} from '~/lib/calendar/event-when-view.server';
import {loadMonthEvents, loadPastYears, loadUpcomingEvents} from '~/lib/calendar/events.server';
import {ScreenLink} from '~/components/ui/screen-link';
import {eventAnchor} from '~/lib/calendar/event-anchor';
import {feedIcsPath} from '~/i18n/ics-paths';
import {monthGridView} from '~/lib/calendar/month-grid-view.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {eventDescription} from '~/lib/calendar/event-description.server';
import {eventImage} from '~/lib/calendar/event-image';
import {loadSiteImage} from '~/lib/media/site-image.server';
import {eventJsonLd} from '~/lib/seo/structured-data.server';
import calendarStyles from '~/styles/calendar.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: calendarStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const now = new Date();
  const today = calendarDay(now, HOME_TIME_ZONE);
  const month = parseCalendarMonth(new URL(request.url).searchParams.get('month')) ??
    parseCalendarMonth(today.slice(0, 7))!;
  const [events, monthEvents, pastYears, siteImage] = await Promise.all([
    loadUpcomingEvents(context.cms, now),
    loadMonthEvents(context.cms, month),
    loadPastYears(context.cms, now),
    loadSiteImage(context),
  ]);
  const {locale} = context;
  // Every date is written out here so the calendar's JavaScript needs no date library.
  return {
    events: events.map((event) => eventCardView(event, locale)),
    grid: monthGridView({month, events: monthEvents, locale, today, now}),
    latestPastYear: pastYears.length > 0 ? String(pastYears[0]) : null,
    locale,
    seo: screenSeo({context, request, params}, 'calendar', (page) => ({
      jsonLd: events.map((event) =>
        eventJsonLd({
          event,
          pageUrl: `${page.origin}${screenPath('calendar', locale)}#${eventAnchor(event)}`,
          description: eventDescription(event, page.messages),
          image: eventImage(event, context.appEnv.CMS_URL) ?? siteImage,
          group: page.group,
        }),
      ),
    })),
  };
}

export default function CalendarScreen() {
  const {events, grid, latestPastYear, locale} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <ScreenHeading screen="calendar" />
      <p className="page-intro">{t('calendar.intro')}</p>
      <p>
        <a href={feedIcsPath(locale)} download>
          {t('calendar.feed')}
        </a>
      </p>
      {latestPastYear ? (
        <p>
          <ScreenLink screen="calendar-archive" params={{year: latestPastYear}}>
            {t('calendar.archiveLink')}
          </ScreenLink>
        </p>
      ) : null}
      <section aria-labelledby="upcoming-dates">
        <h2 id="upcoming-dates">{t('calendar.listHeading')}</h2>
        <EventList events={events} locale={locale} />
      </section>
      <section aria-labelledby="month-view">
        <h2 id="month-view">{t('calendar.gridHeading')}</h2>
        <MonthGrid grid={grid} />
      </section>
    </>
  );
}
