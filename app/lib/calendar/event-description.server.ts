import type {Catalogue} from '~/i18n/messages.server';
import {clipText} from '~/lib/cms/blocks-text';
import type {Event} from '~/lib/cms/content-model';

export function eventDescription(
  event: Pick<Event, 'eventType' | 'venueName' | 'city' | 'liveShow'>,
  messages: Catalogue,
): string {
  const summary = event.liveShow?.summary.trim();
  if (summary) return clipText(summary);
  return clipText(
    messages.seo.event
      .replace('{{type}}', messages.calendar.eventType[event.eventType])
      .replace('{{venue}}', event.venueName)
      .replace('{{city}}', event.city),
  );
}
