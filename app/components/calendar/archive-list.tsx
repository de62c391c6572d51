import {useTranslation} from '~/i18n/translate';
import {eventAnchor} from '~/lib/calendar/event-anchor';
import {isLiveShow} from '~/lib/calendar/live-show';
import {EventWhen} from './event-when';
import type {EventCardView} from './event-card';

/** The dates of a year that have taken place: what, when and where, without tickets or downloads. */
export function ArchiveList({events}: {events: EventCardView[]}) {
  const {t} = useTranslation();
  return (
    <ol className="event-list archive-list">
      {events.map((event) => (
        <li key={event.documentId}>
          <article className="event-card" id={eventAnchor(event)} data-live={isLiveShow(event) || undefined}>
            <p className="event-card__type">
              {isLiveShow(event) ? t('calendar.liveShow') : t(`calendar.eventType.${event.eventType}`)}
            </p>
            <h2 className="event-card__title">{event.title}</h2>
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
                  {event.venueName}, {event.city}
                </dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ol>
  );
}
