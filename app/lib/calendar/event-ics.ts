import type {Event} from '~/lib/cms/content-model';
import type {IcsEvent} from './ics';

/** UIDs are the CMS document id, which every language of an event shares. */
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
