import type {Event} from '~/lib/cms/content-model';
import {mediaUrl} from '~/lib/media/cms-image';

/** The event's own image, else its live show's. */
export function eventImage(event: Pick<Event, 'image' | 'liveShow'>, mediaOrigin: string): string | null {
  const image = event.image ?? event.liveShow?.image;
  return image ? mediaUrl(image, mediaOrigin, 'large') : null;
}
