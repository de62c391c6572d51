import {useTranslation} from '~/i18n/translate';
import type {Locale} from '~/i18n/locales';
import {EmptyState} from '~/components/ui/empty-state';
import {EventCard, type EventCardView} from './event-card';

export function EventList({events, locale}: {events: EventCardView[]; locale: Locale}) {
  const {t} = useTranslation();
  if (events.length === 0) return <EmptyState>{t('empty.upcomingDates')}</EmptyState>;
  return (
    <ol className="event-list">
      {events.map((event) => (
        <li key={event.documentId}>
          <EventCard event={event} locale={locale} />
        </li>
      ))}
    </ol>
  );
}
