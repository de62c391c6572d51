import {useTranslation} from '~/i18n/translate';
import type {Event} from '~/lib/cms/content-model';
import type {Locale} from '~/i18n/locales';
import {eventAnchor} from '~/lib/calendar/event-anchor';
import {eventIcsPath} from '~/i18n/ics-paths';
import {ExternalLink} from '~/components/ui/external-link';
import {EventWhen, type EventWhenView} from './event-when';
import {TicketButton} from './ticket-button';

// No key, no tracking, works in every country.
function mapSearchUrl(place: {venueName: string; address: string; city: string; country: string}): string {
  const query = place.address
    ? `${place.address}, ${place.country}`
    : `${place.venueName}, ${place.city}, ${place.country}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export type EventCardView = Pick<
  Event,
  'documentId' | 'title' | 'eventType' | 'venueName' | 'address' | 'city' | 'country' | 'ticketUrl' | 'ticketStatus'
> & {live: boolean; when: EventWhenView};

type EventCardProps = {event: EventCardView; headingLevel?: 2 | 3} & (
  | {past?: false; locale: Locale}
  | {past: true; locale?: undefined}
);

export function EventCard({event, locale, headingLevel = 3, past}: EventCardProps) {
  const {t} = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const {live} = event;
  const liveLabel = past ? t('calendar.liveShow') : <span className="live-badge">{t('calendar.liveShow')}</span>;
  return (
    <article className="event-card" id={eventAnchor(event)} data-live={live || undefined}>
      <p className="event-card__type">{live ? liveLabel : t(`calendar.eventType.${event.eventType}`)}</p>
      <Heading className="event-card__title">{event.title}</Heading>
      <dl className="event-card__facts">
        <div>
          <dt>{t('calendar.when')}</dt>
          <dd>
            <EventWhen when={event.when} />
          </dd>
        </div>
        <div>
          <dt>{t('calendar.where')}</dt>
          <dd>
            {event.venueName}, {past ? event.city : event.address || event.city}
          </dd>
        </div>
      </dl>
      {past ? null : (
        <div className="event-card__actions">
          <TicketButton event={event} />
          <ExternalLink
            href={mapSearchUrl(event)}
            aria-label={`${t('calendar.mapFor', {venue: event.venueName, city: event.city})} ${t('richText.opensInNewTab')}`}
          >
            {t('calendar.map')}
          </ExternalLink>
          <a href={eventIcsPath(locale, event.documentId)} download aria-label={t('calendar.addToCalendarFor', {title: event.title})}>
            {t('calendar.addToCalendar')}
          </a>
        </div>
      )}
    </article>
  );
}
