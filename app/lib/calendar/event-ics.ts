import type {Event} from '~/lib/cms/content-model';
import type {IcsEvent} from './ics';

// The document id, shared by every language: a feed imported again updates its events, adds none.
export function eventUid(event: Pick<Event, 'documentId'>): string {
  return `${event.documentId}@ronce-et-riviere`;
}

export function eventToIcs(event: Event, pageUrl: string): IcsEvent {
  return {
    uid: eventUid(event),
    start: new Date(event.startsAt),
    end: event.endsAt ? new Date(event.endsAt) : undefined,
    summary: event.title,
    location: [event.venueName, event.address || event.city].filter(Boolean).join(', '),
    description: event.ticketUrl ?? undefined,
    url: pageUrl,
    updatedAt: new Date(event.updatedAt),
  };
}
