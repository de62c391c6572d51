import {EventCard, type EventCardView} from './event-card';

export function ArchiveList({events}: {events: EventCardView[]}) {
  return (
    <ol className="event-list archive-list">
      {events.map((event) => (
        <li key={event.documentId}>
          <EventCard event={event} headingLevel={2} past />
        </li>
      ))}
    </ol>
  );
}
