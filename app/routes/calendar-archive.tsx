import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/calendar-archive';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {ScreenLink} from '~/components/ui/screen-link';
import {ArchiveList} from '~/components/calendar/archive-list';
import {ArchiveYears} from '~/components/calendar/archive-years';
import {HOME_TIME_ZONE} from '~/i18n/dates';
import {serverI18n} from '~/i18n/i18next.server';
import {parseArchiveYear} from '~/lib/calendar/event-archive.server';
import {eventCardView} from '~/lib/calendar/event-when-view.server';
import {loadPastEventsOfYear, loadPastYears} from '~/lib/calendar/events.server';
import {notFound} from '~/lib/http/not-found-response';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import calendarStyles from '~/styles/calendar.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: calendarStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const now = new Date();
  const year = parseArchiveYear(params.year, now, HOME_TIME_ZONE);
  if (year === null) notFound();
  const [events, years] = await Promise.all([
    loadPastEventsOfYear(context.cms, year, now),
    loadPastYears(context.cms, now),
  ]);
  if (events.length === 0) notFound();
  const {locale} = context;
  const {t} = serverI18n(locale);
  return {
    year: String(year),
    years: years.map(String),
    events: events.map((event) => eventCardView(event, locale)),
    seo: screenSeo({context, request, params}, 'calendar-archive', {
      title: t('calendar.archiveHeading', {year}),
      description: t('calendar.archiveDescription', {year}),
    }),
  };
}

export default function CalendarArchiveScreen() {
  const {year, years, events} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <p className="back-link">
        <ScreenLink screen="calendar">
          <span aria-hidden="true">← </span>
          {t('calendar.archiveBack')}
        </ScreenLink>
      </p>
      <ScreenHeading screen="calendar-archive" title={t('calendar.archiveHeading', {year})} />
      <ArchiveYears years={years} current={year} />
      <ArchiveList events={events} />
    </>
  );
}
