import type {Event} from '~/lib/cms/content-model';

/** An event that is one of the duo's live shows (the Live page's formats). */
export function isLiveShow(event: Pick<Event, 'eventType' | 'liveShow'>): boolean {
  return event.eventType === 'live_show' || Boolean(event.liveShow);
}
