import type {Event} from '~/lib/cms/content-model';

export function isLiveShow(event: Pick<Event, 'eventType' | 'liveShow'>): boolean {
  return event.eventType === 'live_show' || Boolean(event.liveShow);
}
