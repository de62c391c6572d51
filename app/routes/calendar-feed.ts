import type {Route} from './+types/calendar-feed';
import {serverI18n} from '~/i18n/i18next.server';
import {screenPath} from '~/i18n/links';
import {eventToIcs} from '~/lib/calendar/event-ics';
import {loadUpcomingEvents} from '~/lib/calendar/events.server';
import {icsResponse, serializeCalendar} from '~/lib/calendar/ics';

/** Every upcoming date as one iCalendar feed, in the language of its URL. */
export async function loader({context, request}: Route.LoaderArgs) {
  const {locale} = context;
  const now = new Date();
  const events = await loadUpcomingEvents(context.cms, now);
  const pageUrl = new URL(screenPath('calendar', locale), request.url).toString();
  const body = serializeCalendar({
    now,
    name: serverI18n(locale).t('calendar.feedName'),
    events: events.map((event) => eventToIcs(event, pageUrl)),
  });
  return icsResponse(body, `ronce-et-riviere-${locale}.ics`);
}
