import type {Route} from './+types/calendar-event-ics';
import {screenPath} from '~/i18n/links';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {EventSchema} from '~/lib/cms/content-model';
import {eventAnchor} from '~/lib/calendar/event-anchor';
import {eventToIcs} from '~/lib/calendar/event-ics';
import {icsResponse, serializeCalendar} from '~/lib/calendar/ics';
import {notFound} from '~/lib/http/not-found-response';

const DOCUMENT_ID = /^[a-z0-9]{10,40}$/;

/** One event as an `.ics` file, in the language of its URL (English when it has no translation). */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const id = params.event ?? '';
  if (!DOCUMENT_ID.test(id)) notFound();
  const event = await context.cms.findOne(STRAPI_COLLECTIONS.events, EventSchema, {
    filters: {documentId: {$eq: id}},
  });
  if (!event) notFound();
  const pageUrl = new URL(`${screenPath('calendar', context.locale)}#${eventAnchor(event)}`, request.url).toString();
  const body = serializeCalendar({now: new Date(), events: [eventToIcs(event, pageUrl)]});
  return icsResponse(body, `${event.handle ?? id}.ics`);
}
